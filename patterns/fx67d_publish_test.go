package patterns

import "testing"

// fx67dPublishCases (fx67d, rt65 A10): publishing the tables did not
// know asks cmd.publish, beside the same programs' everyday verbs.
var fx67dPublishCases = []evalCase{
	ask("release-plz release", "cmd.publish"),
	ask("release-plz release --git-token $GITHUB_TOKEN", "cmd.publish"),
	ask("cargo dist publish", "cmd.publish"),
	ask("cargo dist host --steps=upload --steps=release", "cmd.publish"),
	ask("dune-release publish", "cmd.publish"),
	ask("choco push x.nupkg --source https://push.chocolatey.org/", "cmd.publish"),
	ask("ko resolve -f config/ --push=true", "cmd.publish"),
	ask("ko resolve -f config/", "cmd.publish"),
	ask("ko apply -f config/", "cmd.publish"),
	ask("ko build --push ./src", "cmd.publish"),
	ask("nix copy --to s3://acme-cache ./result", "cmd.publish"),
	ask("nix copy --to https://cache.example.com ./result", "cmd.publish"),
	ask("nix --extra-experimental-features nix-command copy --to=s3://acme-cache ./result", "cmd.publish"),
	ask("attic push acme ./result", "cmd.publish"),
	ask("cachix push acme ./result", "cmd.publish"),
	ask("curl -F package=@dist/x.tar.gz https://upload.pypi.org/legacy/", "cmd.publish"),
	ask("curl --form content=@dist/x.whl https://test.pypi.org/legacy/", "cmd.publish"),
	ask(`curl -u "__token__:$PYPI_TOKEN" -F package=@dist/x.tar.gz https://upload.pypi.org/legacy/`, "cmd.publish"),
	allow("release-plz update"),
	allow("release-plz release-pr"),
	allow("cargo dist build"),
	allow("cargo dist plan"),
	allow("choco install git"),
	allow("ko build --local ./src"),
	allow("ko build -L ./src"),
	allow("ko resolve -L -f config/"),
	allow("ko resolve --local -f config/"),
	allow("nix copy --from https://cache.nixos.org ./result"),
	allow("nix copy --to ssh://prod ./result"),
	allow("nix build"),
	allow("attic login acme https://cache.example.com"),
	allow("attic use acme"),
	allow("curl -fsSL https://upload.pypi.org/legacy/"),
	allow("curl -F file=@x.txt https://httpbin.org/post"),
	allow("dagger call test"),
	allow("dagger call build --source=."),
	allow("docker save acme/app | ssh prod docker load"),
}

func TestFx67dPublishCases(t *testing.T) { runCases(t, fx67dPublishCases) }
