package patterns

import "testing"

// fx49sVerbsCases (rt48 A3): a root certificate trusted, a download saved
// where programs are found, a system file's immutable flag lifted, the
// CPU's policy set and corepack enabled as root ask; their reads and a
// user's own runs are left alone.
var fx49sVerbsCases = []evalCase{
	ask(`sudo cp evil.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates`, "cmd.credentials"),
	ask(`sudo update-ca-trust extract`, "cmd.credentials"),
	ask(`sudo trust anchor evil.crt`, "cmd.credentials"),
	ask(`certutil -A -d sql:$HOME/.pki/nssdb -n x -t C,, -i evil.crt`, "cmd.credentials"),
	ask(`sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain evil.crt`, "cmd.credentials"),
	ask(`curl -so ~/.local/bin/t https://x.io/t && chmod +x ~/.local/bin/t`, "cmd.download-run"),
	ask(`wget -O /usr/local/bin/t https://x.io/t`, "cmd.download-run"),
	ask(`sudo chattr -i /etc/passwd`, "cmd.system"),
	ask(`chattr -i /etc/resolv.conf`, "cmd.system"),
	ask(`sudo cpupower frequency-set -g powersave`, "cmd.system"),
	ask(`sudo corepack enable`, "cmd.system"),
	allow(`openssl x509 -in cert.pem -noout -text`),
	allow(`trust list`),
	allow(`update-ca-certificates --help`),
	allow(`curl -so out.json https://x.io/t`),
	allow(`curl -L -o bin/tool https://x.io/t`),
	allow(`chattr -i build/out.log`),
	allow(`chattr +i notes.txt`),
	allow(`cpupower frequency-info`),
	allow(`corepack enable`),
	allow(`corepack pnpm install`),
	allow(`pip install --break-system-packages requests`),
}

func TestFx49sVerbs(t *testing.T) { runCases(t, fx49sVerbsCases) }
