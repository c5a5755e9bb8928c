package patterns

// machineProgramPatterns are cmd.system's patterns for the machine's own
// programs and schedules changed (fx48b, rt46): a program in its program
// directories replaced, moved away or deleted ([system-program]: `ln -sf
// /bin/true /usr/bin/ssh`, `mv /usr/bin/python3 /tmp/`), a kernel module
// loaded (`insmod ./x.ko`: its code runs in the kernel), and a crontab
// installed or removed ([crontab-change]: `crontab /tmp/x`, `crontab
// -r`), and pkill given a pattern that matches every process
// ([kill-any-name]: `pkill -9 -f .`, every process killed as by `kill -9
// -1`), and one of the machine's own files in /etc deleted or moved away
// ([system-file]: `sudo rm /etc/resolv.conf`, `mv /etc/hosts /tmp/h`). Each asked before, as a delete outside the workdir or as code
// that runs later; these patterns make cmd.system the rule named
// (eval_floorname_later.go, systemOverOutside).
func machineProgramPatterns() []string {
	return []string{
		"rm ** [system-program] **", "* ** > [system-program]",
		// fx50n (issue 9): one of the machine's own files in /etc
		// deleted or moved away (`sudo rm /etc/resolv.conf`), as its
		// write is (class_systemfile.go).
		"rm ** [system-file] **",
		"insmod **",
		"[crontab-change] **", "[kill-any-name] **",
	}
}
