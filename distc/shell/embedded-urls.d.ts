export interface EmbeddedUrl {
    /** Where the scheme starts. */
    readonly index: number;
    readonly scheme: string;
    /** What follows `://` up to a blank, `/`, `?`, `#` or a quote (possibly empty). */
    readonly authority: string;
}
/** Every match of the regex above, in order, as matchAll gives them. */
export declare function embeddedUrls(text: string): EmbeddedUrl[];
