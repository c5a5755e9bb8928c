package patterns

import "testing"

// fx41eCases (fx41e, rt41 §3): a credential store outside the workdir
// copied out of its directory asks whatever the copy is named and however
// the destination is spelled: a directory with a trailing slash, -t or
// --target-directory, install, rsync and scp to a local path. ln and mv
// of a key write or delete ~/.ssh and ask as [credentials]. A backup
// beside the store, a public key, and the project's own files copied
// stay left alone.
var fx41eCases = []evalCase{
	ask("cp ~/.ssh/id_ed25519 /tmp/public/", "cmd.credentials"),
	ask("cp ~/.ssh/id_ed25519 /tmp/public/ && chmod 644 /tmp/public/id_ed25519", "cmd.credentials"),
	ask("cp ~/.ssh/id_ed25519 /tmp/id_ed25519", "cmd.credentials"),
	ask("cp -t /tmp ~/.ssh/id_ed25519", "cmd.credentials"),
	ask("cp --target-directory=/tmp ~/.ssh/id_ed25519", "cmd.credentials"),
	ask("cp --target-directory /tmp/x ~/.ssh/id_rsa", "cmd.credentials"),
	ask("install ~/.ssh/id_ed25519 /tmp/pub/", "cmd.credentials"),
	ask("install -m 644 -t /tmp ~/.ssh/id_ed25519", "cmd.credentials"),
	ask("scp ~/.ssh/id_ed25519 /tmp/", "cmd.credentials"),
	ask("rsync -a ~/.ssh/id_ed25519 /tmp/", "cmd.credentials"),
	ask("rsync ~/.ssh/id_rsa /srv/share/id_rsa", "cmd.credentials"),
	ask("cp ~/.aws/credentials /tmp/x/credentials", "cmd.credentials"),
	ask("cp ~/.npmrc /tmp/npmrc.bak", "cmd.credentials"),
	ask("ln ~/.ssh/id_ed25519 /tmp/k", "cmd.credentials"),
	ask("cp -l ~/.ssh/id_ed25519 /tmp/", "cmd.credentials"),
	ask("mv ~/.ssh/id_ed25519 /tmp/", "cmd.credentials"),
	ask("cat ~/.ssh/id_ed25519 > /tmp/id_ed25519", "cmd.credentials"),
	allow("cp ~/.ssh/id_ed25519.pub /tmp/"),
	allow("cp -t /tmp ~/.ssh/id_ed25519.pub"),
	allow("cp ~/.ssh/known_hosts /tmp/"),
	allow("cp .env.example .env"),
	allow("cp .env .env.bak"),
	allow("cp .npmrc /tmp/npmrc.bak"),
	allow("install -m 755 build/app ~/.local/bin/"),
	allow("cp -t dist/ build/app.js"),
	allow("rsync -a dist/ /tmp/site/"),
}

func TestFx41eCases(t *testing.T) { runCases(t, fx41eCases) }
