package patterns

import (
	"path"
	"strings"
)

// Toolchain files choose the programs a later tool runs (fx32c): rustup
// reads rust-toolchain.toml (or the older rust-toolchain) from the
// directory cargo, rustc or any of its proxies runs in, or one above it,
// and runs the toolchain it names, whose `path = "…"` may be any
// directory's programs; `rustup toolchain link NAME DIR` makes NAME such
// a toolchain for every later `cargo +NAME`, override and toolchain file.
// Bun reads bunfig.toml from the project, whose `preload` scripts run
// before every later `bun run` and `bun test` and whose `[install]`
// table says where installs fetch from, as .npmrc does.
//
//   - A toolchain file made earlier in the line, then a part that may run
//     a Rust tool there (any program not known to read only data: make
//     and npm run cargo too), is made-then-run, as a build file is; one
//     whose text the line shows, naming a channel and no path (`echo
//     nightly > rust-toolchain`), is an everyday pin and left alone.
//   - A bunfig.toml made earlier in the line, then a part that may run
//     bun, is made-then-run, as a build file is (buildConfigNames); one
//     the line gives a preload script or a registry is runs-later
//     (laterByContent), and an everyday one alone is left alone.
//   - `rustup toolchain link` is runs-later (laterCommandMore).

// rustToolchainFiles are the names rustup reads its toolchain from.
var rustToolchainFiles = []string{"rust-toolchain.toml", "rust-toolchain"}

// hasToolchainPathKey reports whether a line's text holds a toolchain
// file's path key: "path", then spaces or none, then "=" (after printf's \n
// too: any name ending in path counts). A function, not a regexp built at
// init (TestAdapterInits).
func hasToolchainPathKey(text string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], "path")
		if k < 0 {
			return false
		}
		i += k + len("path")
		rest := strings.TrimLeft(text[i:], " \t\n\v\f\r")
		if strings.HasPrefix(rest, "=") {
			return true
		}
	}
}

// readsToolchainFile reports whether a part running in dir may run the
// toolchain a file m made names: a rust-toolchain file in dir, or a
// directory above or below it.
func readsToolchainFile(m made, dir place) bool {
	return len(m.pat) == 1 && contains(rustToolchainFiles, path.Base(m.pat[0])) && madeNear(m, dir)
}

// toolchainShownPlain reports whether the part that made m wrote a
// toolchain file's text the line shows, with no path in it: a pin of a
// channel rustup fetches from its own servers.
func toolchainShownPlain(p *Part, m made, source string) bool {
	return shownText(p, m) && !hasToolchainPathKey(source)
}

// rustupLinkLater reads `rustup toolchain link NAME DIR`: DIR's cargo and
// rustc run later wherever NAME is chosen.
func rustupLinkLater(ops []Word) (Word, string, bool) {
	if len(ops) >= 2 && isLit(ops[0], "toolchain") && isLit(ops[1], "link") {
		return ops[1], "rustup (the linked directory's cargo and rustc, wherever the toolchain is chosen later: `cargo +NAME`, an override, a rust-toolchain file)", true
	}
	return Word{}, "", false
}
