// Device files that hold a whole file system or the machine's memory (a disk, a partition, a
// mapped or LVM volume, /dev/mem): reading one reads the bytes of every file on it, and writing
// one writes them. The decision checks such a path as a read or write of everything below `/`
// (src/decide/parts.ts), and a container given one gets the host's files (container-files.ts).
/**
 * Linux's disks and partitions (`sda1`, `vda`, `xvda`, `hda`, `nvme0n1p2`, `mmcblk0`), device
 * mapper (`dm-0`, `mapper/x`), RAID (`md0`), loop, network and other block devices (`nbd0`,
 * `rbd0`, `zram0`, `bcache0`, `sr0`, `mtdblock0`), their links (`disk/by-uuid/X`, `block/8:0`,
 * `char/1:1` is mem), memory and ports (`mem`, `kmem`, `port`), `root`; macOS's `disk0s1` and
 * `rdisk0`; (session 37) `crash`, persistent memory (`pmem0`), RAM disks (`ram0`), ZFS volumes
 * (`zd0`, `zvol/POOL/X`), DRBD, s390's `dasda` and UML's `ubda`. (Cygwin and MSYS name Windows' disks as Linux does.)
 */
const HOST_DISK = /^\/dev\/(?:[sv]d|xvd|hd|nvme|mmcblk|dm-|md|loop|nbd|rbd|zram|bcache|sr\d|mtd|r?disk|mapper\/|block\/|char\/|mem$|kmem$|port$|root$|crash$|pmem|ram\d|zd\d|zvol\/|drbd|dasd|ubd)/;
/** The kernel's memory as a core file (`/proc/kcore`, and the crashed kernel's `/proc/vmcore`): every file it caches. */
const MEMORY_IMAGE = /^\/proc\/(?:kcore|vmcore)$/;
/**
 * An LVM volume's own name, `/dev/VG/LV` (any names): a file one directory below /dev, but for
 * the directories of devices that are no disk (`/dev/fd/3`, `/dev/shm/x`, `/dev/pts/0`…).
 */
const VOLUME_GROUP = /^\/dev\/(?!(?:fd|shm|pts|mqueue|hugepages|net|snd|input|dri|bus|cpu|vfio|usb|serial|v4l|bsg|dma_heap|tcp|udp|hugepages-\d+\w*)\/)[^/]+\/[^/]+$/;
/** Whether a normalized path names a device holding every file (see above). (Cheap first test: the `/dev/` prefix.) */
export function namesHostDisk(path) {
    const c = path.charCodeAt(1);
    if (c === 112 /* p */)
        return MEMORY_IMAGE.test(path);
    return c === 100 /* d */ && path.startsWith('/dev/') && (HOST_DISK.test(path) || VOLUME_GROUP.test(path));
}
//# sourceMappingURL=host-disk.js.map