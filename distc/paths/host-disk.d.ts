/** Whether a normalized path names a device holding every file (see above). (Cheap first test: the `/dev/` prefix.) */
export declare function namesHostDisk(path: string): boolean;
