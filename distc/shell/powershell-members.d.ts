import type { Word } from './ast.js';
import type { NativeRun } from './powershell-native.js';
/** `ForEach-Object NAME` / `-MemberName NAME`: the member called by name, a problem unless it only reads. */
export declare function foreachMember(words: readonly string[], dynamic: readonly boolean[], spans: readonly Word[]): NativeRun | undefined;
/** `New-Object TYPE` without arguments makes an inert object; a constructor with arguments, `-Property` setters or a COM object may do anything. */
export declare function newObject(words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
