package patterns

import (
	"path"
	"strings"
)

// devicePlaces are the block devices [device] names, as star-patterns,
// and the character devices whose write hits the running machine.
// /dev/null, /dev/zero, /dev/stdout, /dev/tty and the like are not among
// them.
var devicePlaces = [][]string{
	{"/dev/sd", ""}, {"/dev/nvme", ""}, {"/dev/disk", ""}, {"/dev/rdisk", ""},
	{"/dev/mapper/", ""}, {"/dev/vd", ""}, {"/dev/xvd", ""}, {"/dev/mmcblk", ""},
	{"/dev/md", ""}, {"/dev/dm-", ""}, {"/dev/loop", ""}, {"/dev/hd", ""},
	{"/dev/block/", ""}, {"/dev/root"}, {"/dev/nbd", ""}, {"/dev/rbd", ""}, {"/dev/zd", ""},
	{"/dev/da", ""}, {"/dev/ada", ""}, {"/dev/nda", ""}, {"/dev/sg", ""},
	{"/dev/drbd", ""}, {"/dev/bcache", ""}, {"/dev/pmem", ""}, {"/dev/mtd", ""}, {"/dev/ubi", ""},
	// Not block devices, but a write of one hangs or corrupts the running
	// machine as at once (rt42 #9): physical and kernel memory, I/O
	// ports, the watchdog (a write arms it: the machine reboots when it is
	// not fed) and the firmware's NVRAM.
	{"/dev/mem"}, {"/dev/kmem"}, {"/dev/port"}, {"/dev/watchdog", ""}, {"/dev/nvram"},
}

// judgeDevice is [device]: a block device, and a path /dev/VG/LV that
// names no directory of other files (lvmDevice).
func judgeDevice(_ string, w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	if v, ok := p.shape.certain(); ok && !p.home && lvmDevice(v) {
		return Judgement{Might: true, Certainly: true}
	}
	if _, ok := p.shape.certain(); !ok && (fileExtTail(w) || terminalNotDevice(w, ctx)) {
		return Judgement{}
	}
	if rootDest(w) {
		return Judgement{} // the root is no device; a copy into it writes outside (fx37a, rt36 D071)
	}
	if p.any && dotGlobNoDevice(&w, ctx) {
		return Judgement{}
	}
	return pathIn(p, devicePlaces)
}

// fileExtTail reports whether a word not known here ends in literal text
// that is a file's extension (".txt", ".json", ".log": a dot and one to
// five letters, after its last expansion): a name no block device has
// ("out/$name.txt", awk's "out/" $1 ".txt"; rt20d #15).
func fileExtTail(w Word) bool {
	if len(w.Segs) == 0 || w.Segs[len(w.Segs)-1].Kind != SegLit {
		return false
	}
	t := w.Segs[len(w.Segs)-1].Text
	dot := strings.LastIndexByte(t, '.')
	if dot < 0 || strings.ContainsRune(t[dot:], '/') || len(t)-dot < 2 || len(t)-dot > 6 {
		return false
	}
	for _, r := range t[dot+1:] {
		if r >= 128 || !isASCIILetter(byte(r)) {
			return false
		}
	}
	return true
}

// sysrqTrigger is the kernel's magic SysRq trigger: a write of b, o or c
// reboots, powers off or crashes the machine at once, without syncing
// its disks. It stops the machine and writes no disk, so [system-config]
// counts it, for cmd.system (rt23d #4), not [device].
const sysrqTrigger = "/proc/sysrq-trigger"

// nonDeviceDirs are the directories of /dev that hold no block device
// (descriptors, terminals, shared memory, bash's sockets, character
// devices).
var nonDeviceDirs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"fd": true, "pts": true, "shm": true, "mqueue": true, "tcp": true, "udp": true, "input": true,
		"snd": true, "net": true, "bus": true, "char": true, "hugepages": true, "dri": true, "cpu": true,
		"usb": true, "v4l": true, "vfio": true, "serial": true, "dma_heap": true, "gpiochip": true,
		"hidraw": true, "lightnvm": true, "infiniband": true, "vhost": true,
		// character devices, no directories: cp x /dev/null writes no
		// /dev/null/x (rt20d #15)
		"null": true, "zero": true, "full": true, "random": true, "urandom": true, "tty": true,
		"stdin": true, "stdout": true, "stderr": true, "console": true, "ptmx": true, "kmsg": true,
	}
}}

// lvmDevice reports whether the clean absolute path v is /dev/DIR/NAME
// with DIR not one of nonDeviceDirs: LVM names its logical volumes
// /dev/VOLUMEGROUP/VOLUME (dd of=/dev/vg0/root overwrites one).
func lvmDevice(v string) bool {
	rest, ok := strings.CutPrefix(v, "/dev/")
	if !ok {
		return false
	}
	dir, name, ok := strings.Cut(rest, "/")
	return ok && dir != "" && name != "" && !strings.Contains(name, "/") && !nonDeviceDirs.get()[dir]
}

// homeCredentials are paths below the home directory that hold
// credentials or grant access; a directory counts with what is below it.
var homeCredentials = []string{
	".ssh", ".aws/credentials", ".aws/config", ".kube/config", ".docker/config.json",
	".netrc", ".gnupg", ".config/gh/hosts.yml", ".git-credentials", ".config/git/credentials",
	".config/gcloud", ".azure", ".npmrc", ".pypirc", ".cargo/credentials",
	".cargo/credentials.toml", ".password-store", ".vault-token",
	".terraform.d/credentials.tfrc.json", ".config/op",
	// Database and storage clients' passwords.
	".pgpass", ".my.cnf", ".mylogin.cnf", ".s3cfg", ".boto", ".config/rclone/rclone.conf", ".gem/credentials",
	// MinIO's client keeps its hosts' access and secret keys in clear (rt45).
	".mc/config.json",
}

// systemCredentials are absolute paths that hold credentials or grant
// access.
var systemCredentials = lazy[[]string]{build: func() []string {
	return []string{
		"/etc/passwd", "/etc/shadow", "/etc/gshadow", "/etc/group", "/etc/sudoers",
		"/etc/sudoers.d", "/etc/ssh", "/root/.ssh", "/etc/pam.d", "/etc/security",
		"/etc/doas.conf", "/etc/polkit-1", "/var/run/docker.sock", "/run/docker.sock",
	}
}}

// credentialNames are base names that hold credentials wherever they are.
var credentialNames = []string{"authorized_keys", "authorized_keys2"}

// judgeCredentialsWritten is [credentials] of w as written.
func judgeCredentialsWritten(w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	if p.home {
		for _, c := range homeCredentials {
			if within("/"+p.rel, "/"+c) {
				return Judgement{Might: true, Certainly: true}
			}
		}
		if isCredentialName(path.Base(p.rel)) {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{}
	}
	if v, ok := p.shape.certain(); ok && !p.any && ctx.Home != "" {
		return certainCredential(v, ctx.Home)
	}
	// The places are met one by one, not gathered into a list: this is
	// judged for every write and delete of a word not known.
	if allFormsTerminal(w, ctx) {
		return Judgement{} // class_device_terminal.go
	}
	if p.any {
		return Judgement{Might: true}
	}
	if inTmpdir(&w) || !credentialTail(p, ctx.Home) {
		return Judgement{}
	}
	var j Judgement
	var one [1]string
	var two [2]string
	var three [3]string
	meet := func(pl []string) bool { // reports certain
		if p.globs && piecesCover(pl, p.shape) {
			j = Judgement{Might: true, Certainly: true}
			return true
		}
		if !j.Might && piecesMeet(pl, p.shape) && (!p.globs || globMight(p, pl)) {
			j.Might = true
		}
		return false
	}
	scan := func() {
		homeDirs := homeCredentialDirs(ctx)
		for k, c := range homeCredentials {
			if ctx.Home != "" {
				one[0] = homeDirs[k][0]
				two[0], two[1] = homeDirs[k][1], ""
				if meet(one[:]) || meet(two[:]) {
					return
				}
				continue
			}
			two[0], two[1] = "", "/"+c
			three[0], three[1], three[2] = "", "/"+c+"/", ""
			if meet(two[:]) || meet(three[:]) {
				return
			}
		}
		for _, d := range systemCredentialDirs.get() {
			one[0] = d[0]
			two[0], two[1] = d[1], ""
			if meet(one[:]) || meet(two[:]) {
				return
			}
		}
		if lastComponentKnown(p) {
			for _, n := range credentialNames {
				two[0], two[1] = "", "/"+n
				if meet(two[:]) {
					return
				}
			}
		}
	}
	scan()
	if ctx.Home == "" && j.Certainly {
		// Certain only through a system path or a credential name: a
		// place under an unknown home is at best a might.
		j.Certainly = certainSystemCredential(p)
	}
	return j
}

// credentialTail reports whether a path's known end might end a
// credentials path: "$DIR"/build and "$OUT".tmp end in text that ends no
// component of a credentials path, of the home's own path, nor a name a
// key or token file goes by; so they are not taken for credentials
// (an entry named build inside ~/.ssh is no credential).
func credentialTail(p pathOf, home string) bool {
	return tailMight(p, keyLike, homeCredentials, systemCredentials.get(), credentialNames, []string{home})
}

// keyLike reports whether a file name (or, with whole false, the end of
// one) may be a key's or a token's.
func keyLike(name string, whole bool) bool {
	n := strings.ToLower(name)
	for _, k := range []string{"key", "token", "secret", "cred", "pass", "auth", ".pem", ".p12", ".pfx", ".gpg", ".asc", "id_", "_rsa", "_dsa", "ecdsa", "ed25519", "known_hosts", "config"} {
		if strings.Contains(n, k) {
			return true
		}
	}
	return false
}

// tailMight reports whether the known end of path p (its last component,
// or the end of it after an expansion) might end a component of one of
// the paths, or is a name like says might be one. A path with no known
// end might.
func tailMight(p pathOf, like func(string, bool) bool, lists ...[]string) bool {
	if p.any || len(p.shape) < 2 {
		return true
	}
	if n := len(p.shape); n >= 3 && p.shape[n-1] == "" && strings.Contains(p.shape[n-2], "/") {
		// A glob after literal text in the last component ("$D"/app-test-*,
		// readPath): it may be any name starting with that text. Where
		// only globs stand before it (`~/.ssh/**/id_*`, find's ROOT/**/NAME:
		// fx66b, rt65 A3), a key-like start counts as the name does in
		// `~/.ssh/id_*`.
		prefix := p.shape[n-2][strings.LastIndexByte(p.shape[n-2], '/')+1:]
		return globPrefixMight(prefix, lists) || p.globs && like != nil && like(prefix, false)
	}
	tail := p.shape[len(p.shape)-1]
	whole := strings.Contains(tail, "/")
	if whole {
		tail = tail[strings.LastIndexByte(tail, '/')+1:]
	}
	if tail == "" || tail == "." || tail == ".." || like != nil && like(tail, whole) {
		return true
	}
	for _, list := range lists {
		for _, path := range list {
			for _, c := range strings.Split(path, "/") {
				if c == tail || !whole && strings.HasSuffix(c, tail) {
					return true
				}
			}
		}
	}
	return false
}

// globPrefixMight reports whether a name starting with prefix might be a
// component of one of the lists' paths, or ozdesk's own name.
func globPrefixMight(prefix string, lists [][]string) bool {
	if prefix == "" || strings.HasPrefix(guardName, prefix) {
		return true
	}
	for _, list := range lists {
		for _, path := range list {
			for _, c := range strings.Split(path, "/") {
				if strings.HasPrefix(c, prefix) {
					return true
				}
			}
		}
	}
	return false
}

// lastComponentKnown reports whether a path's last component is written
// out: a credential name (authorized_keys) counts where it is named, not
// wherever a glob or an expansion might happen to match one (rm -rf
// build/*). A path that might be any path keeps its doubt through pathIn.
func lastComponentKnown(p pathOf) bool {
	if p.any || len(p.shape) == 0 {
		return true
	}
	return strings.Contains(p.shape[len(p.shape)-1], "/")
}

// certainSystemCredential reports whether every value of a path is a
// system credential path or ends in a credential name.
func certainSystemCredential(p pathOf) bool {
	if !p.globs {
		return false
	}
	for _, c := range systemCredentials.get() {
		for _, pl := range dirPlaces(c) {
			if piecesCover(pl, p.shape) {
				return true
			}
		}
	}
	for _, n := range credentialNames {
		if piecesCover([]string{"", "/" + n}, p.shape) {
			return true
		}
	}
	return false
}

func isCredentialName(base string) bool {
	for _, n := range credentialNames {
		if base == n {
			return true
		}
	}
	return false
}

// certainCredential judges a path whose value is known, with the home
// known: the common case, without building the places a shape is met
// against.
func certainCredential(p, home string) Judgement {
	yes := Judgement{Might: true, Certainly: true}
	home = strings.TrimSuffix(home, "/")
	for _, c := range homeCredentials {
		if withinJoined(p, home, c) {
			return yes
		}
	}
	for _, c := range systemCredentials.get() {
		if within(p, c) {
			return yes
		}
	}
	if isCredentialName(path.Base(p)) {
		return yes
	}
	return Judgement{}
}

// rootDest reports whether a word is the bare root, "/" (or "/.", "//"),
// or the entries a copy writes into it ("/*": `cp -r build/* /`, `rsync
// -a build/ /` write the members of build at the root, names the project
// holds): not a block device; [overwrite-outside] judges them (fx37a,
// rt36 D071).
func rootDest(w Word) bool {
	v := strings.TrimSuffix(w.Raw, "*")
	return strings.HasPrefix(v, "/") && strings.Trim(v, "/.") == "" && !strings.Contains(v, "..")
}
