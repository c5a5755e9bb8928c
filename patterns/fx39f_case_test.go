package patterns

import "testing"

// fx39fConfigCases: rt39 §1, a configuration file or a program given by
// an option or by the environment makes a trusted program run code the
// line does not show (a kubeconfig's users[].exec, AWS's
// credential_process, ssh's ProxyCommand, npm's userconfig, cargo's
// rustc-wrapper, go's -exec, an openssl engine). The user's own default
// file and installed programs stay allowed.
var fx39fConfigCases = []evalCase{
	ask("kubectl --kubeconfig /tmp/evil.yaml get pods", "cmd.unreadable"),
	ask("kubectl --kubeconfig=/tmp/evil.yaml get pods", "cmd.unreadable"),
	ask("KUBECONFIG=/tmp/k.yaml kubectl get pods", "cmd.unreadable"),
	ask("export KUBECONFIG=/tmp/k.yaml; kubectl get pods", "cmd.unreadable"),
	ask("AWS_CONFIG_FILE=/tmp/c aws s3 ls", "cmd.unreadable"),
	ask("ssh -F /tmp/cfg git@github.com", "cmd.unreadable"),
	ask("scp -F /tmp/cfg a h:b", "cmd.unreadable"),
	ask("npm --userconfig /tmp/npmrc install", "cmd.unreadable"),
	ask("npm install --userconfig=/tmp/npmrc", "cmd.unreadable"),
	ask(`cargo --config 'build.rustc-wrapper="/tmp/x"' build`, "cmd.unreadable"),
	ask("cargo --config build.rustc-wrapper=/tmp/x build", "cmd.unreadable"),
	ask("go test -exec /tmp/x ./...", "cmd.unreadable"),
	ask("cargo --config /tmp/c.toml build", "cmd.unreadable"),
	ask("ssh -vF /tmp/cfg host", "cmd.unreadable"),
	ask("go run -exec=/tmp/x .", "cmd.unreadable"),
	ask("openssl req -engine /tmp/e.so -new -key k.pem", "cmd.unreadable"),
	allow("kubectl get pods"),
	allow("kubectl --kubeconfig ~/.kube/config get pods"),
	allow("kubectl --kubeconfig=$HOME/.kube/config get pods"),
	allow("KUBECONFIG=~/.kube/config kubectl get pods"),
	allow("KUBECONFIG=$HOME/.kube/config kubectl get pods"),
	allow("kubectl --kubeconfig ~/.kube/prod get pods"),
	allow("AWS_CONFIG_FILE=~/.aws/config aws s3 ls"),
	allow("export KUBECONFIG=/tmp/k.yaml; ls"),
	allow("cargo --config profile.release.lto=true build"),
	allow("cargo --config .cargo/ci.toml build"),
	allow("ssh host ls -F /tmp"),
	allow("ssh -F ./ssh_config host"),
	allow("kubectl --kubeconfig ./kind.yaml get pods"),
	ask("printf 'users: []' > k.yaml && kubectl --kubeconfig k.yaml get pods", "cmd.unreadable"),
	ask("echo 'onload-script=/tmp/x.js' > .n && npm --userconfig .n install", "cmd.unreadable"),
	allow("aws s3 ls"),
	allow("ssh git@github.com"),
	allow("ssh -F ~/.ssh/config git@github.com"),
	allow("ssh -F /dev/null git@github.com"),
	allow("npm install"),
	allow("cargo build"),
	allow("cargo --config build.rustc-wrapper=sccache build"),
	allow("go test ./..."),
	allow("go test -exec sudo ./..."),
	allow("openssl req -new -key k.pem -out r.csr"),
	allow("openssl req -engine pkcs11 -new -key k.pem"),
}

func TestFx39fConfigCases(t *testing.T) { runCases(t, fx39fConfigCases) }

// fx39fAccessCases: rt39 §7, gh's login removed and a codespace's port
// opened to everyone.
var fx39fAccessCases = []evalCase{
	ask("gh auth logout -h github.com", "cmd.credentials"),
	ask("gh codespace ports visibility 22:public", "cmd.credentials"),
	ask("gh codespace ports visibility 3000:private 22:public -c cs", "cmd.credentials"),
	allow("gh auth status"),
	allow("gh codespace ports visibility 3000:private"),
	allow("gh codespace ports"),
}

func TestFx39fAccessCases(t *testing.T) { runCases(t, fx39fAccessCases) }
