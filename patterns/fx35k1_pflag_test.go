package patterns

import "testing"

// fx35k1Cases: docker reads a one-letter option's value after "=" (pflag),
// so `-v=/:/host` mounts the host's root as `-v /:/host` does. It was
// allowed: the reader took its value for "=/:/host".
var fx35k1Cases = []evalCase{
	ask("docker run -v=/:/host alpine ls", "cmd.credentials"),
	ask("docker run -it -u=root -v=/var/run/docker.sock:/s alpine sh", "cmd.credentials"),
	ask("podman run -v=/:/host alpine chroot /host", "cmd.credentials"),
	allow("docker run --rm -v=/srv/data:/data alpine ls"),
	allow("docker run -v=pgdata:/var/lib/postgresql/data postgres"),
	allow("kubectl get pods -n=staging"),
}

func TestFx35k1Cases(t *testing.T) { runCases(t, fx35k1Cases) }
