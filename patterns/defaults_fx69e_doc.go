package patterns

// fx69eGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx69e
// patterns (class_archive_tree.go).
const fx69eGuardDoc = " Decided (fx69e, issue 7): an archive created from a directory that holds ozdesk's executable, or one above it, is a renamed copy of ozdesk and asks as `cp -r` of that directory does, as a might ([archive-tree]): " +
	"`tar cf - /usr/local/bin | tar xf - -C /tmp/x`, `tar czf t.tgz /usr/local`, `tar -cf - -C /usr/local bin` (tar's relative operands read from its `-C`), `zip -r t.zip /usr/local/bin`, `7z a`, `rar a`, `pax -w`, `mksquashfs`, `mkisofs`, `ditto`, " +
	"and `find /usr/local/bin | cpio -o` (`| zip t.zip -@`, `| pax -w`); archives of the project's directories (`tar czf dist.tgz dist`, `zip -r site.zip public`) and extraction are judged as before."
