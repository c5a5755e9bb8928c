package patterns

import "testing"

// fx35v1Cases: an option word holding a brace list is expanded as bash
// expands it before the program reads its options (rt35v F12: docker's
// container escapes inside a brace list were allowed by the defaults).
var fx35v1Cases = []evalCase{
	ask("docker run --rm -v{/:/host,/tmp:/t} alpine ls", "cmd.credentials"),
	ask("docker run --{privileged,rm} alpine ls", "cmd.credentials"),
	ask("docker run --cap-add{=SYS_ADMIN,=NET_ADMIN} alpine ls", "cmd.credentials"),
	ask("docker run --pid{=host,=host} alpine ls", "cmd.credentials"),
	ask("sudo docker run --{rm,privileged} alpine ls", "cmd.credentials"),
	ask("git push --{force,quiet} origin main", "cmd.force-push"),
	ask("rm -r{f,} ~", "cmd.delete-home"),
	allow("rsync -a --exclude={node_modules,.git} src/ dst/"),
	allow("tar czf dist/a.tgz --exclude={a,b} src"),
	allow("ls -{l,a}"),
	allow("echo --{a,b}"),
	allow("docker run --rm -v{./data:/data,./cfg:/cfg} alpine ls"),
}

func TestFx35v1BraceFlags(t *testing.T) { runCases(t, fx35v1Cases) }
