package patterns

// What DEFAULTS.md says of fx49s's decisions (rt48's plain misses), each
// appended to its default's effects.

// fx49sHomeDoc is cmd.delete-home's: a link removed is not its target.
const fx49sHomeDoc = " Decided (fx49s, rt48 A4): rm, unlink and rmdir of a symbolic link remove the link, never where it leads: `rm uplink` (uplink -> ..), " +
	"`unlink homelink` and `rm -f homelink` (homelink -> ~) are judged as the entry they name, its directory resolved through the links on disk and its last name kept; " +
	"a path that reaches through the link is judged where it leads (`rm -rf homelink/`, `rm -rf uplink/.`, `rm -rf homelink/*`), and so is a program that follows it (`chmod 000 homelink`). " +
	"rimraf and del expand the globs of their operands themselves (rt48 A6): `npx rimraf \"$HOME/*\"` deletes every entry of the home, as `rm -fr ~/*` does, though the shell left its quoted `*` alone."

// fx49sGuardDoc is cmd.guard-tamper's: a work-tree update's paths are
// entries.
const fx49sGuardDoc = " Decided (fx49s, rt48 A4): the paths a work-tree update writes are judged as entries, as git replaces them: a branch whose checkout removes a committed link " +
	"to `..` or `~` (`git checkout feature/x`, `git switch feature/x`) removes the link, no guarded file, and is left alone."
