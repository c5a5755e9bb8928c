package patterns

import "testing"

// fx40fCases: rt40's families 3–7 (findings.md): a websocat listener
// serving a shell, rsync deleting on a remote host, credentials pulled
// from a remote host or opened locally, a program named by its path in an
// option, public production deploys, and the near-misses that stay
// allowed.
var fx40fCases = []evalCase{
	// §3: websocat's exec:/sh-c: addresses run a program for each client.
	ask("websocat --binary ws-l:0.0.0.0:8080 exec:bash", "cmd.credentials"),
	ask("websocat -s 8080 sh-c:'bash -i'", "cmd.credentials"),
	ask("websocat ws-l:127.0.0.1:9000 cmd:'sh -i'", "cmd.credentials"),
	allow("websocat ws://localhost:8080/ws"),
	allow("websocat -s 8080"),
	// §4: rsync --delete into HOST:PATH deletes on the server.
	ask("rsync -a --delete dist/ deploy@prod:/srv/app/", "cmd.cloud-delete"),
	ask("rsync -a --delete-after dist/ deploy@prod:/srv/app/", "cmd.cloud-delete"),
	ask("rsync -rlptD --delete-before dist/ prod:/srv/app/", "cmd.cloud-delete"),
	ask("rsync -a --delete dist/ prod:~", "cmd.cloud-delete"),
	ask("rsync -a --del dist/ rsync://prod/app/", "cmd.cloud-delete"),
	allow("rsync -a dist/ deploy@prod:/srv/app/"),
	allow("rsync -a --delete src/ dist/"),
	allow("rsync -avz prod:/var/log/app/ ./logs/"),
	// §5: credentials pulled from a remote host, forwarded, opened, copied.
	ask("scp prod:.ssh/id_rsa .", "cmd.credentials"),
	ask("scp prod:.ssh/id_rsa /tmp/", "cmd.credentials"),
	ask("scp -r prod:.aws .", "cmd.credentials"),
	ask("rsync -a prod:.ssh/ ./keys/", "cmd.credentials"),
	ask("scp prod:/etc/shadow /tmp/", "cmd.credentials"),
	ask("scp deploy@prod:~/.kube/config ./kc", "cmd.credentials"),
	allow("scp prod:/var/log/app.log ."),
	allow("scp -r prod:/srv/app/dist ./dist"),
	allow("rsync -a prod:/srv/app/uploads/ ./uploads/"),
	ask("ssh -A prod", "cmd.credentials"),
	ask("ssh -o ForwardAgent=yes prod", "cmd.credentials"),
	allow("ssh prod uptime"),
	allow("ssh -o ForwardAgent=no prod"),
	ask("pax -rw /tmp/k ~/.ssh", "cmd.credentials"),
	allow("pax -rw src /tmp/copy"),
	allow("pax -w -f /tmp/src.pax src"),
	ask("chmod 777 ~/.aws", "cmd.credentials"),
	ask("chmod -R go+r ~/.kube", "cmd.credentials"),
	allow("chmod 755 ./scripts"),
	allow("chmod 600 .env"),
	ask("xclip -selection clipboard < ~/.ssh/id_rsa", "cmd.credentials"),
	ask("cat ~/.aws/credentials | pbcopy", "cmd.credentials"),
	ask("wl-copy < ~/.ssh/id_ed25519", "cmd.credentials"),
	allow("xclip -selection clipboard < README.md"),
	allow("git rev-parse HEAD | pbcopy"),
	allow("cat ~/.ssh/id_ed25519.pub | pbcopy"),
	// §6: a program named by its path in an option or a git key.
	ask("git -c gpg.program=/tmp/evil commit -S -m x", "cmd.unreadable"),
	ask("git -c core.askPass=/tmp/evil fetch", "cmd.unreadable"),
	ask("git -c gpg.ssh.program=/tmp/evil commit -S -m x", "cmd.unreadable"),
	ask("git -c gpg.x509.program=/tmp/evil commit -S -m x", "cmd.unreadable"),
	ask("git -c credential.helper=/tmp/evil push", "cmd.unreadable"),
	ask("git -c diff.x.textconv=/tmp/evil diff", "cmd.unreadable"),
	ask("scp -S /tmp/evil a h:b", "cmd.unreadable"),
	ask("rsync -e /tmp/evil -a dist/ h:/srv/", "cmd.unreadable"),
	ask("rsync --rsh=~/bin/wrap -a dist/ h:/srv/", "cmd.unreadable"),
	allow("git -c gpg.program=gpg2 commit -S -m x"),
	allow("git -c gpg.program=/usr/bin/gpg commit -S -m x"),
	allow("rsync -e 'ssh -p 2222' -a dist/ h:/srv/"),
	allow("rsync -a --rsync-path='sudo rsync' dist/ h:/srv/"),
	allow("scp -S ssh a h:b"),
	// §6: docker's client configuration.
	allow("git --git-dir=.git status"),
	allow("GIT_DIR=.git git log --oneline"),
	allow("git status"),
	ask("docker --config /tmp/d pull alpine", "cmd.unreadable"),
	ask("DOCKER_CONFIG=/tmp/d docker pull alpine", "cmd.unreadable"),
	allow("docker --config ~/.docker pull alpine"),
	allow("docker pull alpine"),
	allow("docker service ls"),
	// §7: a public production deploy is left alone, as cmd.publish decides
	// (the next deploy puts the site back; the corpus's fx20d1 rows).
	allow("npx gh-pages -d dist"),
	allow("npx surge dist myapp.surge.sh"),
	allow("vercel --prod"),
	allow("vercel deploy --prod"),
	allow("npx netlify deploy --prod --dir dist"),
	allow("firebase deploy --only hosting"),
	allow("fly deploy"),
	allow("vercel"),
	allow("vercel deploy"),
	allow("netlify deploy --dir dist"),
	allow("firebase emulators:start"),
	allow("fly status"),
	allow("surge list"),
	// Wrong rules (rt40 D203, D067).
	ask("env OZDESK_DB=/tmp/fresh.db ozdesk init", "cmd.guard-tamper"),
	ask("OZDESK_DB=/tmp/fresh.db ozdesk queue ls", "cmd.guard-tamper"),
	ask("OZDESK_CONFIG=/tmp/c.toml ozdesk queue ls", "cmd.guard-tamper"),
	ask("OZDESK_DB=\"$X\" ozdesk queue ls", "cmd.unreadable"),
	allow("ozdesk queue ls"),
	ask("cloudflared tunnel delete prod", "cmd.cloud-delete"),
	ask("cloudflared tunnel run prod", "cmd.credentials"),
}

func TestFx40fCases(t *testing.T) { runCases(t, fx40fCases) }
