package patterns

// What DEFAULTS.md says of fx46c's decisions (rt45 everyday asks and the
// reasons asks name), each appended to its default's effects.

// fx46cGuardDoc is cmd.guard-tamper's: perl rename's substitution that
// cannot reach a glob's end (does_rename_stem.go), and two asks kept.
const fx46cGuardDoc = " Decided (fx46c, rt45): perl rename's `s/FROM/TO/` (or `/g`) of a glob `[DIR/]*END` whose literal FROM stands in no literal text of the glob, reaches no start of END " +
	"and whose TO holds no slash renames each file to another name in the same directory ending in END (`rename 's/x/y/' *.jpeg`, `rename 's/IMG_//' *.JPG` are left alone); " +
	"`/i`, `/e`, a TO with a slash or a FROM that may take part of END (`rename 's/g/y/' *.jpeg`) still ask as a might. " +
	"Kept, as the truthful reason: a directory's contents copied over the workdir (`cp -r /tmp/tpl/. .`) might overwrite its harness settings (`.claude/settings.json`, `.mcp.json`), " +
	"the might named on `.`; and names printed by `ls` and split at blanks by xargs (`ls build/*.o | xargs rm -f`) may be pieces of a name, relative to the workdir (`build/x .mcp.json y.o`), " +
	"so `rm` might delete a harness file there."

// fx46cSystemDoc is cmd.system's: which of two defaults names a
// replacing write of the machine's configuration.
const fx46cSystemDoc = " Decided (fx46c, rt45): a write that replaces a file of the machine's configuration (`sudo tee /etc/fstab`, `cp x /etc/hosts`, `sed -i … /etc/nginx/nginx.conf`) " +
	"is named `cmd.delete-outside`: what the file held is lost, and the defaults name the graver reason first; an append (`tee -a /etc/hosts`, `>> /etc/fstab`) loses nothing and is named here."

// fx46cDownloadDoc is cmd.download-run's: an install fed its names by
// xargs.
const fx46cDownloadDoc = " Decided (fx46c, rt45): an install fed its package names by xargs (`echo react | xargs npm install`) asks as a might: the items xargs appends are read as any word, " +
	"and a tarball's or a repository's URL installs and runs its scripts; `npm install react` says the same without the pipe, and xargs into a read (`xargs npm view`) is left alone."

// fx46cCredentialsDoc is cmd.credentials': a credentials directory
// mounted into a container.
const fx46cCredentialsDoc = " Decided (fx46c, rt45): a credentials directory mounted into a container asks whatever the image and its command (`docker run --rm -v ~/.aws:/root/.aws:ro amazon/aws-cli s3 ls`): " +
	"the image's entry point, pulled from a registry, is given the keys (read-only still lets it send them anywhere); `aws s3 ls` on the machine is left alone."

// fx46cHomeDoc is cmd.delete-home's: the home found by a name below it.
const fx46cHomeDoc = " Decided (fx46c, rt45): a find over the home that deletes by name (`find ~ -name settings.json -delete`) is named here, certain, before `cmd.guard-tamper`: " +
	"it deletes across the whole home tree, of which the harness settings are a part; the home spelled as a path (`rm -rf ./../../op` from `~/proj`, `rm -rf \"$HOME/../op\"`) is the home too."
