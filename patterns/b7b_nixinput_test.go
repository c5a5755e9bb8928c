package patterns

import "testing"

// b7bNixInputCases: nix run of the project's flake with an input fetched
// from a repository builds and runs code fetched from there, and asks as
// a download run (it was unreadable, naming the floor).
var b7bNixInputCases = []doesCase{
	{`nix run --override-input nixpkgs github:NixOS/nixpkgs/nixos-24.05 .#x`, "cmd.download-run"},
	{`nix run --inputs-from github:o/r nixpkgs#hello`, "cmd.download-run"},
	{`nix run --override-input nixpkgs "$REF" .#x`, "cmd.download-run"},
	{`nix run github:o/r`, "cmd.download-run"},
	{`nix run .#x`, ""},
	{`nix run --override-input nixpkgs nixpkgs/nixos-24.05 .#x`, ""},
	{`nix run --override-input nixpkgs path:./vendor/nixpkgs .#x`, ""},
	{`nix run --inputs-from . nixpkgs#hello`, ""},
}

// TestB7bNixInput checks b7bNixInputCases against the defaults.
func TestB7bNixInput(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "nix ", b7bNixInputCases)
}
