import type { Command } from './ast.js';
import { type Scanner } from './bash-lexer.js';
import type { WorkBudget } from './budget.js';
/**
 * The line in sc (from 0) when it is flat, with the budget charged as the grammar charges it;
 * undefined when it is not, or the budget would run out in it (sc.pos is then anywhere). One
 * pass, with the nodes made as their tokens are read (a second pass over tokens kept apart cost
 * more than the nodes a line that is not flat leaves: most lines are flat), in one function (a
 * call per word, not inlined, cost a tenth of the line's parse).
 */
export declare function parseFlatLine(sc: Scanner, budget: WorkBudget | undefined): Command | undefined;
