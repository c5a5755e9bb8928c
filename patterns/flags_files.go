package patterns

// fileProgs are the tables of programs that remove, move, copy, change or
// wipe files and disks.
func fileProgs() map[string]progDef {
	return map[string]progDef{
		// stty (coreutils): -F/--file names the terminal it sets, joined
		// or not (`-F/dev/pts/3`, `--file=/dev/pts/3`: rt49k); a setting
		// may start with a dash (`-echo`) and takes no value.
		"stty": {flags: "-F/--file= -a/--all -g/--save -h/--help --version", closed: true},
		// sysctl (procps): -w and the other switches take no value, so
		// the NAME=VALUE after -w is an operand; -p/-f/--load, whose FILE
		// is optional, stay unknown (read both ways).
		"sysctl": {flags: "-w/--write -a/--all -A -X -b/--binary -e/--ignore -N/--names -n/--values " +
			"-q/--quiet -o -x -d -h/--help -V/--version --system -r/--pattern="},
		// mount (util-linux): -o takes the options (`-o remount,ro`,
		// fx39a), -t the types, --source/--target their paths; any other
		// flag stays unknown (read both ways).
		"mount": {flags: "-o/--options= -t/--types= -O/--test-opts= -L/--label= -U/--uuid= -N/--namespace= " +
			"--source= --target= -B/--bind -R/--rbind -M/--move -r/--read-only -w/--rw/--read-write -a/--all " +
			"-f/--fake -n/--no-mtab -v/--verbose -l/--show-labels -h/--help -V/--version"},
		// pkill and pgrep (procps-ng), killall (psmisc): the user option's
		// value is the next word (`pkill -u root x`). Their other options
		// stay unknown (read both ways): a signal's name after the dash
		// (`-HUP`, `-USR1`) is not a bundle of letters.
		"pkill pgrep": {flags: "-u/--euid= --uid="},
		"killall":     {flags: "-u/--user="},
		"kill": {closed: true, pids: true, flags: "-s/--signal= -n= -q/--queue= -l/--list -L/--table " +
			"-a/--all -p/--pid --verbose --timeout= --help --version"},
		"rm": {closed: true, flags: "-f/--force -i -I --interactive=? --one-file-system " +
			"--no-preserve-root --preserve-root=? -r/-R/--recursive -d/--dir -v/--verbose " +
			"-P -W -x --help --version"},
		"rmdir": {closed: true, flags: "--ignore-fail-on-non-empty -p/--parents -v/--verbose --help --version"},
		// touch, mkdir, mkfifo and mknod (GNU, and BSD's touch -A): the
		// paths they make are their operands, not -r's reference file or
		// -d's date (rt35i F3, defaults_guardcreate.go).
		"touch": {closed: true, flags: "-a -c/--no-create -d/--date= -f -h/--no-dereference -m " +
			"-r/--reference= -t= --time= -A= --help --version"},
		"mkdir":        {closed: true, flags: "-m/--mode= -p/--parents -v/--verbose -Z --context=? --help --version"},
		"mkfifo mknod": {closed: true, flags: "-m/--mode= -Z --context=? --help --version"},
		"mv": {closed: true, flags: "-b/--backup=? -f/--force -i/--interactive -n/--no-clobber " +
			"--strip-trailing-slashes -S/--suffix= -t/--target-directory= -T/--no-target-directory " +
			"-u/--update=? -v/--verbose -Z --context --exchange --no-copy --debug --help --version"},
		"cp": {closed: true, flags: "-a/--archive --attributes-only -b/--backup=? --copy-contents -d " +
			"-f/--force -i/--interactive -H -l/--link -L/--dereference -n/--no-clobber " +
			"-P/--no-dereference -p --preserve=? --no-preserve= --parents -R/-r/--recursive " +
			"--reflink=? --remove-destination --sparse= --strip-trailing-slashes -s/--symbolic-link " +
			"-S/--suffix= -t/--target-directory= -T/--no-target-directory -u/--update=? -v/--verbose " +
			"-x/--one-file-system -Z --context=? --keep-directory-symlink --debug --help --version"},
		"chmod": {closed: true, modes: true, flags: "-c/--changes -f/--silent/--quiet -v/--verbose " +
			"--no-preserve-root --preserve-root --reference= -R/--recursive -H -L -P --help --version"},
		"chown chgrp": {closed: true, flags: "-c/--changes -f/--silent/--quiet -v/--verbose --dereference " +
			"-h/--no-dereference --from= --no-preserve-root --preserve-root --reference= " +
			"-R/--recursive -H -L -P --help --version"},
		"dd": {closed: true, flags: "--help --version"},
		"find": {style: styleSingle, flags: "-H -L -P -D= -O=? " +
			"-name= -iname= -path= -ipath= -wholename= -iwholename= -regex= -iregex= -lname= -ilname= " +
			"-type= -xtype= -user= -group= -uid= -gid= -perm= -size= -mtime= -atime= -ctime= " +
			"-mmin= -amin= -cmin= -newer= -anewer= -cnewer= -maxdepth= -mindepth= -links= -inum= " +
			"-samefile= -fstype= -used= -printf= -fprintf= -fprint= -fprint0= -fls= -context= " +
			"-regextype= -files0-from= -exec=; -execdir=; -ok=; -okdir=; -delete -print -print0 -ls " +
			"-prune -quit -depth -d -xdev -mount -follow -noleaf -empty -true -false -readable " +
			"-writable -executable -nouser -nogroup -not -a -and -o -or -daystart " +
			"-ignore_readdir_race -noignore_readdir_race -warn -nowarn -help -version"},
		"shred": {closed: true, flags: "-f/--force -n/--iterations= --random-source= -s/--size= " +
			"-u/--remove=? -v/--verbose -x/--exact -z/--zero --help --version"},
		"wipefs": {closed: true, flags: "-a/--all -b/--backup=? -f/--force -i/--noheadings -J/--json " +
			"-n/--no-act -o/--offset= -O/--output= -p/--parsable -q/--quiet -t/--types= --lock=? " +
			"-h/--help -V/--version"},
		"mkfs": {flags: "-t/--type= -V/--verbose -h/--help"},
		"mkfs.ext2 mkfs.ext3 mkfs.ext4 mke2fs": {closed: true, flags: "-b= -C= -c -D -d= -e= -E= -F " +
			"-g= -G= -i= -I= -j -J= -l= -L= -m= -M= -n -N= -o= -O= -q -r= -S -t= -T= -U= -v -V -z="},
		"mkfs.xfs": {closed: true, flags: "-b= -m= -d= -f -i= -l= -L= -n= -N -p= -q -r= -s= -V -K"},
		"mkfs.vfat mkfs.fat mkfs.msdos mkdosfs": {closed: true, flags: "-a -A -b= -c -C -D= -f= -F= " +
			"-g= -h= -i= -I -l= -m= -M= -n= -r= -R= -s= -S= -v --invariant --offset= --help"},
		"mkntfs mkfs.ntfs": {closed: true, flags: "-C/--enable-compression -c/--cluster-size= -F/--force " +
			"-f/--fast -Q/--quick -H/--heads= -I/--no-indexing -L/--label= -n/--no-action -N/--ntfs-version= " +
			"-p/--partition-start= -q/--quiet -s/--sector-size= -S/--sectors-per-track= -T/--zero-time " +
			"-U/--with-uuid -v/--verbose -z/--mft-zone-multiplier= -l/--license -V/--version -h/--help"},
		"mkfs.btrfs": {flags: "-A/--alloc-start= -b/--byte-count= -d/--data= -m/--metadata= -M/--mixed " +
			"-n/--nodesize= -s/--sectorsize= -L/--label= -K/--nodiscard -r/--rootdir= -O/--features= " +
			"-R/--runtime-features= -U/--uuid= -f/--force -q/--quiet -V/--version --csum= --checksum="},
		"tar bsdtar gtar": {bundle: true, flags: "-A/--catenate/--concatenate -c/--create -d/--diff/--compare " +
			"--delete -r/--append -t/--list -u/--update -x/--extract/--get -C/--directory= -f/--file= " +
			"-F/--info-script/--new-volume-script= -g/--listed-incremental= -G/--incremental " +
			"-H/--format= -I/--use-compress-program= -j/--bzip2 -J/--xz -k/--keep-old-files " +
			"-K/--starting-file= -l/--check-links -L/--tape-length= -m/--touch -M/--multi-volume " +
			"-N/--newer/--after-date= -o -O/--to-stdout -p/--preserve-permissions/--same-permissions " +
			"-P/--absolute-names -R/--block-number -s/--preserve-order/--same-order -S/--sparse " +
			"-T/--files-from= -U/--unlink-first -v/--verbose -V/--label= -w/--interactive/--confirmation " +
			"-W/--verify -X/--exclude-from= -z/--gzip/--gunzip/--ungzip -Z/--compress/--uncompress " +
			"-a/--auto-compress -b/--blocking-factor= -B/--read-full-records -h/--dereference " +
			"-i/--ignore-zeros --exclude= --exclude-vcs --exclude-caches --overwrite --overwrite-dir " +
			"--remove-files --keep-newer-files --skip-old-files --strip-components= --transform= " +
			"--xform= --owner= --group= --mode= --mtime= --numeric-owner --no-same-owner --same-owner " +
			"--no-same-permissions --zstd --lzip --lzma --lzop --checkpoint=? --checkpoint-action= " +
			"--totals=? --wildcards --no-wildcards --anchored --recursion --no-recursion --null " +
			"--one-file-system --sort= --xattrs --acls --selinux --warning= --ignore-failed-read " +
			"--index-file= -n/--seek --occurrence=? --to-command= --atime-preserve=? --backup=? " +
			"--suffix= --newer-mtime= --force-local --rsh-command= --posix --utc --record-size= " +
			"--level= --exclude-tag= --exclude-ignore= --keep-directory-symlink --help --version"},
		"rsync": {flags: "-v/--verbose --info= --debug= -q/--quiet --no-motd -c/--checksum -a/--archive --server --sender " +
			"-r/--recursive -R/--relative --no-implied-dirs -b/--backup --backup-dir= --suffix= -u/--update " +
			"--inplace --append --append-verify -d/--dirs --mkpath -l/--links -L/--copy-links " +
			"--copy-unsafe-links --safe-links --munge-links -k/--copy-dirlinks -K/--keep-dirlinks " +
			"-H/--hard-links -p/--perms -E/--executability --chmod= -A/--acls -X/--xattrs -o/--owner " +
			"-g/--group --devices --copy-devices --write-devices --specials -D -t/--times -U/--atimes " +
			"-N/--crtimes -O/--omit-dir-times -J/--omit-link-times --super --fake-super -S/--sparse " +
			"--preallocate -n/--dry-run -W/--whole-file --checksum-choice= -x/--one-file-system " +
			"-B/--block-size= -e/--rsh= --rsync-path= --existing --ignore-existing --remove-source-files --remove-sent-files " +
			"--delete --del>--delete,--delete-during --delete-before>--delete,--delete-before " +
			"--delete-during>--delete,--delete-during --delete-delay>--delete,--delete-delay " +
			"--delete-after>--delete,--delete-after --delete-excluded>--delete,--delete-excluded " +
			"--ignore-missing-args --delete-missing-args --ignore-errors --force " +
			"--max-delete= --max-size= --min-size= --partial --partial-dir= --delay-updates " +
			"-m/--prune-empty-dirs --numeric-ids --usermap= --groupmap= --chown= --timeout= " +
			"--contimeout= -I/--ignore-times --size-only --modify-window= -T/--temp-dir= -y/--fuzzy " +
			"--compare-dest= --copy-dest= --link-dest= -z/--compress --compress-choice= " +
			"--compress-level= --skip-compress= -C/--cvs-exclude -f/--filter= -F --exclude= " +
			"--exclude-from= --include= --include-from= --files-from= -0/--from0 -s/--secluded-args " +
			"--address= --port= --sockopts= --blocking-io --stats -8/--8-bit-output " +
			"-h/--human-readable --progress -P -i/--itemize-changes -M/--remote-option= --out-format= " +
			"--log-file= --log-file-format= --password-file= --list-only --bwlimit= --write-batch= " +
			"--only-write-batch= --read-batch= --protocol= --iconv= -4/--ipv4 -6/--ipv6 " +
			"-V/--version --help"},
	}
}
