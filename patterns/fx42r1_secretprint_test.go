package patterns

import "testing"

// fx42r1Cases (rt42 §1, §2, §3, §8): a credential file printed through a
// glob, a brace, a variable or a loop; read by a program that is not on
// the printers' list; another process's or container's environment
// printed; credential stores written through helper verbs. The everyday
// reads beside them stay allowed.
var fx42r1Cases = []evalCase{
	// §1: globs, braces, variables, loops
	ask("cat ~/.aws/cred*", "cmd.credentials"),
	ask("cat ~/.netr?", "cmd.credentials"),
	ask("cat ~/.aws/credential?", "cmd.credentials"),
	ask("head ~/.n*rc", "cmd.credentials"),
	ask("cat ~/.s*/id_ed25519", "cmd.credentials"),
	ask("cat ~/.docker/*.json", "cmd.credentials"),
	ask("cat ~/.{netrc,gitconfig}", "cmd.credentials"),
	ask(`F=~/.netrc; cat "$F"`, "cmd.credentials"),
	ask(`F=~/.ssh/id_ed25519; base64 "$F"`, "cmd.credentials"),
	ask("K=~/.aws; cat $K/credentials", "cmd.credentials"),
	ask(`f=$HOME/.netrc && head "$f"`, "cmd.credentials"),
	ask(`set -- ~/.netrc; cat "$1"`, "cmd.credentials"),
	ask(`a=(~/.ssh/id_ed25519); cat "${a[0]}"`, "cmd.credentials"),
	ask(`for f in ~/.ssh/id_*; do cat "$f"; done`, "cmd.credentials"),
	// §2: printers by effect
	ask("tr a-z a-z < ~/.git-credentials", "cmd.credentials"),
	ask("tr -d x < ~/.aws/credentials", "cmd.credentials"),
	ask("perl -pe1 ~/.aws/credentials", "cmd.credentials"),
	ask("ruby -ne 'print' ~/.netrc", "cmd.credentials"),
	ask("cmp -l ~/.ssh/id_ed25519 /dev/null", "cmd.credentials"),
	ask("cmp -b ~/.netrc /dev/null", "cmd.credentials"),
	ask("git diff --no-index /dev/null ~/.pgpass", "cmd.credentials"),
	ask("cp ~/.netrc /dev/stdout", "cmd.credentials"),
	ask("install -m644 ~/.netrc /dev/stdout", "cmd.credentials"),
	ask("python3 -m base64 ~/.netrc", "cmd.credentials"),
	ask("source ~/.aws/credentials", "cmd.credentials"),
	ask("gpg --dearmor < ~/.git-credentials", "cmd.credentials"),
	ask("tar czf - ~/.ssh | base64", "cmd.credentials"),
	ask("zip - ~/.netrc | cat", "cmd.credentials"),
	ask(`while read l; do echo "$l"; done < $HOME/.docker/config.json`, "cmd.credentials"),
	// §3: another process's or container's environment
	ask(`tr "\0" "\n" < /proc/1/environ`, "cmd.credentials"),
	ask("xargs -0 -n1 < /proc/1/environ", "cmd.credentials"),
	ask("cat /proc/*/environ", "cmd.credentials"),
	ask("docker exec db env", "cmd.credentials"),
	ask("kubectl exec db -- env", "cmd.credentials"),
	ask("kubectl exec db -- printenv", "cmd.credentials"),
	ask(`docker inspect --format "{{.Config.Env}}" db`, "cmd.credentials"),
	ask(`podman inspect db --format "{{.Config.Env}}"`, "cmd.credentials"),
	// §8: credential stores written by helper verbs
	ask(`git credential approve <<< $'protocol=https\nhost=x.io\nusername=a\npassword=b'`, "cmd.credentials"),
	ask(`git credential-store store <<< $'protocol=https\nhost=x.io\nusername=a\npassword=b'`, "cmd.credentials"),
	ask("git credential-cache store < /tmp/c", "cmd.credentials"),
	ask("gh auth setup-git", "cmd.credentials"),
	ask("yarn config set npmAuthToken x", "cmd.credentials"),
	ask("docker-credential-desktop store < c.json", "cmd.credentials"),
	// everyday near-misses
	allow("cat README.md"),
	allow("cat .env"),
	allow("ls ~/.ssh"),
	allow("ls -la ~/.aws"),
	allow("cat ~/.ssh/*.pub"),
	allow("cat ~/.ssh/id_ed25519.pub"),
	allow("cat ~/.gitconfig"),
	allow("wc -l src/*.go"),
	allow("grep -r TODO ."),
	allow("diff a b"),
	allow("cp config.example .env"),
	allow("ssh -i ~/.ssh/id_ed25519 deploy@203.0.113.7 uptime"),
	allow("chmod 600 ~/.ssh/id_ed25519"),
	allow("ssh-keygen -lf ~/.ssh/id_ed25519"),
	allow("ssh-add ~/.ssh/id_ed25519"),
	allow("kubectl --kubeconfig ~/.kube/config get pods"),
	allow("sha256sum ~/.ssh/id_ed25519"),
	allow("stat ~/.netrc"),
	allow("test -f ~/.netrc && echo yes"),
	allow(`F=~/.netrc; [ -f "$F" ] && echo found`),
	allow("cat src/*.go | wc -l"),
	allow("head -n 5 docs/*.md"),
	allow(`for f in src/*.go; do cat "$f"; done`),
	allow("cmp a.bin b.bin"),
	allow("git diff --no-index a.txt b.txt"),
	allow("docker inspect db"),
	allow(`docker inspect --format "{{.State.Status}}" db`),
	allow("docker exec db psql -c 'select 1'"),
	allow("kubectl exec db -- ls /app"),
	allow("gh auth status"),
	allow("yarn config set nodeLinker node-modules"),
	allow("echo ~/.netrc"),
	allow("python3 scripts/gen.py config/app.yaml"),
}

func TestFx42r1Cases(t *testing.T) { runCasesWorkdir(t, fx42r1Cases) }
