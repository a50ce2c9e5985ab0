import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
import { type Word } from './long-options.js';
/**
 * Each recipient's domain in an address list (`a@h, B <b@h2>`), and the relays an address names
 * in its local part (`x%evil.com@h`, UUCP's `evil.com!x`): smtp hosts. An expansion is unknown.
 */
export declare function recipientHosts(t: FileTouches, w: Word): void;
/**
 * git send-email's recipients: every address its words show, and the ones they do not (the
 * patches' To/Cc headers and trailers, sendemail.to and .cc): unknown.
 */
export declare function sendEmailRecipients(t: FileTouches, words: readonly Word[]): void;
export declare const MESSAGE_HOST_READERS: readonly [string, Reader][];
