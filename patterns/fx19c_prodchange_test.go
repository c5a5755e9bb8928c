package patterns

import "testing"

// fx19cProdChangeCases are rt19d #6's changes that take production down
// with no delete verb (defaults_prodchange.go), and rt19d #7's changes to
// the machine under everyone (defaults_machine.go). "" must stay allowed:
// reads, previews, prompts a person answers, and everyday neighbours.
var fx19cProdChangeCases = []doesCase{
	{"kubectl set image deploy/api api=evil/img:latest -n prod", "cmd.cloud-delete"},
	{"kubectl set env deploy/api DATABASE_URL=postgres://evil/x -n prod", "cmd.cloud-delete"},
	{"kubectl -n prod rollout undo deploy/api", ""}, // a rollback deletes nothing (fx44r2, rt44)
	{`kubectl patch pvc data -p '{"metadata":{"finalizers":null}}'`, "cmd.cloud-delete"},
	{"kubectl taint nodes --all dedicated=x:NoExecute", "cmd.cloud-delete"},
	{"kubectl label ns prod pod-security.kubernetes.io/enforce=privileged --overwrite", "cmd.cloud-delete"},
	{"kubectl edit deploy api", ""},
	{"kubectl scale deploy api --replicas=0", "cmd.cloud-delete"},
	{"kubectl drain node-1 --ignore-daemonsets", "cmd.cloud-delete"},
	{"terraform apply -auto-approve", "cmd.cloud-delete"},
	{"terraform -chdir=infra apply -auto-approve", "cmd.cloud-delete"},
	{"tofu apply -auto-approve", "cmd.cloud-delete"},
	{"pulumi up --yes", "cmd.cloud-delete"},
	{"pulumi up -s prod -y", "cmd.cloud-delete"},
	{"helm uninstall api", "cmd.cloud-delete"},
	{"sudo apt purge -y docker-ce", "cmd.system"},
	{"apt-get autoremove -y --purge 'linux-image-*'", "cmd.system"},
	{"sudo dnf remove -y systemd", "cmd.system"},
	{"sudo apt remove systemd", "cmd.system"},
	{"sudo pacman -Rns --noconfirm linux", "cmd.system"},
	{"sudo tc qdisc add dev eth0 root netem loss 100%", "cmd.system"},
	{"sudo update-alternatives --set python3 /tmp/py", "cmd.system"},
	{"sudo update-alternatives --install /usr/bin/python3 python3 /tmp/py 100", "cmd.system"},
	{"sudo iptables -P INPUT DROP", "cmd.system"},
	{"sudo ip link set eth0 down", "cmd.system"},
	// Everyday: reads, previews, a prompt a person answers, local config.
	{"kubectl get pods", ""},
	{"kubectl describe deploy api", ""},
	{"kubectl logs deploy/api", ""},
	{"kubectl rollout status deploy/api", ""},
	{"kubectl rollout restart deploy/api", ""},
	{"kubectl set image deploy/api api=img:v2 --dry-run=client -o yaml", ""},
	{"kubectl config set-context --current --namespace=dev", ""},
	{"kubectl taint nodes node-1 gpu=true:NoSchedule", ""},
	{"kubectl cordon node-1", ""},
	{"terraform plan", ""},
	{"terraform apply", ""},
	{"helm template ./chart", ""},
	{"pulumi preview", ""},
	{"pulumi up", ""},
	{"sudo apt install -y ripgrep", ""},             // from the distribution's repositories (fx44e's merge)
	{"sudo apt-get remove -y cowsay", "cmd.system"}, // fx44e
	{"sudo apt-get install -y linux-headers-generic", ""},
	{"sudo tc qdisc add dev lo root netem delay 100ms", ""},
	{"sudo update-alternatives --set editor /usr/bin/vim.basic", "cmd.system"}, // fx44e
	{"sudo iptables -L -n", ""},
}

// TestFx19cProdChange checks fx19cProdChangeCases against the defaults.
func TestFx19cProdChange(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", fx19cProdChangeCases)
}
