package patterns

import "strings"

// Container engines' state beyond volumes (fx18d1, rt18d finding 8):
// what exists nowhere else once an engine throws it away. podman's
// `system reset` removes every container, image and volume of the
// engine; `rm -f` of containers the line does not name (`docker rm -f
// $(docker ps -aq)`) may remove every container, running ones too, with
// the data written inside them; a prune of every image not in use
// (`system prune -a`, `image prune -a`) and `rmi` of images the line does
// not name remove images built here and pushed nowhere. They delete the
// engine's storage, outside any workdir. Left alone: a container or
// image named (`docker rm -f web`, `docker rmi app:old`), containers
// removed without -f or -v (`docker rm $(docker ps -aq -f
// status=exited)`: the engines refuse a running container without
// force, so only stopped ones go, as `container prune` removes; rt23d
// #20), `docker system
// prune` and `container prune` without -a (stopped containers, dangling
// images, build cache: the cleanup the engines document for everyday
// use), `buildx prune` (build cache, rebuilt on demand), `stop` and
// `kill` (a container stopped keeps its data), and containers listed by
// a name filter (`$(docker ps -aq -f name=test)`, does_engines_named.go).
// Containers and images
// that xargs gives (`docker ps -aq | xargs docker rm -f`, `xargs -I{}
// docker rmi {}`) are not named by the line either (fx18d3).

// engineStorageRoot is the directory under which an engine keeps its
// containers and images.
func engineStorageRoot(program string) string {
	switch program {
	case "podman", "podman-compose":
		return "/var/lib/containers/storage/"
	case "nerdctl", "nerdctl-compose", "finch":
		return "/var/lib/nerdctl/"
	}
	return "/var/lib/docker/"
}

// engineState returns what of an engine's storage part p deletes, given
// the verbs ops (options skipped) and its plain scan (flags read without
// values): nothing for the everyday verbs above.
func engineState(p *Part, ops []Word, plain argScan) []Word {
	if strings.HasSuffix(p.Program, "-compose") || len(ops) == 0 {
		return nil
	}
	root := engineStorageRoot(p.Program)
	verb := func(words ...string) bool {
		if len(ops) < len(words) {
			return false
		}
		for i, w := range words {
			if !isLit(ops[i], w) {
				return false
			}
		}
		return true
	}
	all := plain.has("-a", "--all")
	switch {
	case verb("system", "reset"):
		return []Word{globWord(root, "*"), globWord(engineVolumeRoot(p.Program), "*")}
	case (verb("system", "prune") || verb("image", "prune")) && all:
		return []Word{globWord(root+"image/", "*")}
	case verb("rm"), verb("container", "rm"), verb("container", "remove"):
		if !plain.has("-f", "--force", "-v", "--volumes") {
			return nil // the stopped ones, as container prune removes (rt23d #20)
		}
		if unnamedContainer(operandsAfter(plain.ops, ops[0]), p.Program) || fedItems(p, operandsAfter(plain.ops, ops[0])) {
			return []Word{globWord(root+"containers/", "*")}
		}
	case verb("rmi"), verb("image", "rm"), verb("image", "remove"):
		if all || unnamedOperand(operandsAfter(plain.ops, ops[0])) || fedItems(p, operandsAfter(plain.ops, ops[0])) {
			return []Word{globWord(root+"image/", "*")}
		}
	}
	return nil
}

// operandsAfter returns the words of ops after the verb word verb (the
// same word, by its place in the line): rm's and rmi's operands read
// without taking any as an option's value (-f forces there, it names no
// file).
func operandsAfter(ops []Word, verb Word) []Word {
	for i, w := range ops {
		if w.Span == verb.Span {
			return ops[i+1:]
		}
	}
	return nil
}

// unnamedOperand reports whether one of ops is not literal: a container
// or image the line does not name, which might be every one
// ($(docker ps -aq), $(docker images -q), "$@").
func unnamedOperand(ops []Word) bool {
	for _, w := range ops {
		if _, ok := w.Literal(); !ok {
			return true
		}
	}
	return false
}

// unnamedContainer reports whether one of ops is a container the line
// does not name: not literal, and no name filter's listing
// (does_engines_named.go).
func unnamedContainer(ops []Word, program string) bool {
	for _, w := range ops {
		if _, ok := w.Literal(); !ok && !namedByFilter(w, program) {
			return true
		}
	}
	return false
}

// fedItems reports whether xargs gives part p operands the line does not
// show: it appends its input items (no -I), or replaces its -I string
// inside one of ops.
func fedItems(p *Part, ops []Word) bool {
	if appendsItems(p) {
		return true
	}
	for _, w := range p.Wrappers {
		if w.Name != "xargs" {
			continue
		}
		r := xargsReplace(w)
		for _, o := range ops {
			if r != "" && strings.Contains(o.Raw, r) {
				return true
			}
		}
	}
	return false
}
