package patterns

import (
	"path"
	"strings"
)

// hostPlaces are the host's directories and sockets that give a container
// the host: its root, configuration, kernel interfaces, devices, boot
// files, programs, and the container engines' sockets and state.
var hostPlaces = []string{
	"/etc", "/root", "/proc", "/sys", "/dev", "/boot", "/usr", "/bin", "/sbin", "/lib", "/lib64",
	"/run", "/var/run", "/var/lib/docker", "/var/lib/containerd", "/var/lib/kubelet", "/var/log",
}

// judgeHostMount is [host-mount]: a container engine's bind mount (`-v
// SRC:DST`, `--mount type=bind,source=SRC,…`, `--device SRC`) whose
// host side certainly gives the container the host: the root, a directory
// of hostPlaces or one holding it, the engine's socket, the home or a
// directory holding it, a credentials path or a directory below the home
// holding one (~/.ssh, ~/.aws), a path ozdesk protects, a block device.
// A named volume (`data:/data`), the workdir (`"$PWD":/src`, `./data`)
// and a source that is not known are left alone.
func judgeHostMount(_ string, w Word, ctx *Context) Judgement {
	src, ok := mountSource(w)
	if !ok {
		return Judgement{}
	}
	yes := Judgement{Might: true, Certainly: true}
	if !strings.ContainsAny(leadingLiteral(&w), ":,") {
		yes.Certainly = false // a device alone: a mount only where --device gives it
	}
	if lead := leadingLiteral(&src); len(src.Segs) > 0 && src.Segs[0].Kind == SegLit &&
		!strings.HasPrefix(lead, "/") && !strings.HasPrefix(lead, ".") {
		return Judgement{} // a named volume
	}
	if judgeInside("", src, ctx).Certainly {
		return Judgement{} // the task's own directory
	}
	for _, judge := range []func(string, Word, *Context) Judgement{judgeHome, judgeCredentials, judgeProtected, judgeDevice} {
		if judge("", src, ctx).Certainly {
			return yes
		}
	}
	p := resolvePath(&src, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any {
		return Judgement{}
	}
	v = path.Clean(v)
	if v == "/" || holdsHomeCredential(v, ctx.Home) {
		return yes
	}
	for _, h := range hostPlaces {
		if within(v, h) || within(h, v) {
			return yes
		}
	}
	return Judgement{}
}

// mountSource returns the host side of a mount's word: source= or src=
// of a --mount list, else what stands before the first literal colon of
// -v SRC:DST[:OPTS], else the word itself where it names a device
// (--device /dev/sda). A -v with no colon is an anonymous volume.
func mountSource(w Word) (Word, bool) {
	fields := splitWordAt(w, ',')
	if len(fields) > 1 || strings.Contains(leadingLiteral(&w), "=") {
		for _, f := range fields {
			lead := leadingLiteral(&f)
			for _, k := range []string{"source=", "src="} {
				if strings.HasPrefix(lead, k) {
					return trimWordPrefix(f, k, false), true
				}
			}
		}
		return Word{}, false
	}
	parts := splitWordAt(w, ':')
	if len(parts) > 1 {
		return parts[0], true
	}
	if strings.HasPrefix(leadingLiteral(&w), "/dev/") {
		return w, true
	}
	return Word{}, false
}

// splitWordAt splits a word at each sep in its literal text (quoted or
// not); the pieces share no segments with w.
func splitWordAt(w Word, sep byte) []Word {
	var out []Word
	cur := Word{Raw: w.Raw, Span: w.Span}
	for _, s := range w.Segs {
		if s.Kind != SegLit {
			cur.Segs = append(cur.Segs, s)
			continue
		}
		pieces := strings.Split(s.Text, string(sep))
		for k, t := range pieces {
			if k > 0 {
				out = append(out, cur)
				cur = Word{Raw: w.Raw, Span: w.Span}
			}
			if t != "" {
				cur.Segs = append(cur.Segs, Seg{Kind: SegLit, Text: t, Quoted: s.Quoted})
			}
		}
	}
	return append(out, cur)
}

// judgeHostCapability is [host-capability]: a capability --cap-add gives
// that reaches the host or other processes: ALL, SYS_ADMIN, SYS_PTRACE,
// SYS_MODULE, SYS_RAWIO, DAC_READ_SEARCH, DAC_OVERRIDE, BPF, PERFMON, in
// any case, with or without CAP_. A value that is not known might.
func judgeHostCapability(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	for _, c := range strings.Split(v, ",") {
		c = strings.TrimPrefix(strings.ToUpper(strings.TrimSpace(c)), "CAP_")
		switch c {
		case "ALL", "SYS_ADMIN", "SYS_PTRACE", "SYS_MODULE", "SYS_RAWIO", "DAC_READ_SEARCH", "DAC_OVERRIDE", "BPF", "PERFMON":
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// containerEngines are the programs whose run, create and exec
// [host-container] reads.
var containerEngines = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"docker": true, "podman": true, "nerdctl": true, "finch": true}
}}

// judgeHostContainer is [host-container]: a container engine's run,
// create or exec (also `container run`, `compose run`) whose options,
// as written, give the container the host: --privileged, a host
// namespace (--pid, --ipc, --userns, --uts, --cgroupns =host), a
// [host-capability], --security-opt unconfined or label=disable, or a
// [host-mount] given to -v, --volume, --mount or --device. Only literal
// options count: a word not known ("$IMAGE") is the image or a
// container, not an option. It is might, never certain, so that what
// the container's own command does (read as a part of its own) names the
// ask where it is certain: `docker run -v /:/h alpine rm -rf /h/home`.
func judgeHostContainer(_ string, w Word, ctx *Context) Judgement {
	if _, ok := hostContainerWord(w, ctx); ok {
		return Judgement{Might: true}
	}
	return Judgement{}
}

// hostContainerWord returns the word that makes the part whose program
// word is w a [host-container]: the option (--privileged, --pid=host …)
// or, for a [host-mount], its host side as the line spells it (rt39
// E404: `-v ~/.aws:/root/.aws:ro` names ~/.aws), for the ask's because.
func hostContainerWord(w Word, ctx *Context) (Word, bool) {
	v, ok := programWordKey(w)
	frontEnd := composeFrontEnds.get()[v]
	if !ok || !containerEngines.get()[v] && !frontEnd {
		return Word{}, false
	}
	k := ctx.programPart(w)
	if k == nil {
		return Word{}, false
	}
	words := k.Words
	i, spec := containerVerb(words, frontEnd)
	if spec == nil {
		return Word{}, false
	}
	for _, o := range spec.scan(words, i+1).opts {
		val := func() Word { return valueWord(words, o, false) }
		switch o.name {
		case "--privileged":
			return words[o.word], true
		case "--pid", "--ipc", "--userns", "--uts", "--cgroupns":
			if o.hasVal && !o.dynamic && o.value == "host" {
				return words[o.word], true
			}
		case "-v", "--volume", "--mount", "--device":
			if o.hasVal && judgeHostMount("", val(), ctx).Might {
				return mountNamed(words[o.valWord], val()), true
			}
		case "--cap-add":
			if o.hasVal && judgeHostCapability("", val(), ctx).Certainly {
				return words[o.valWord], true
			}
		case "--security-opt":
			if o.hasVal && (strings.Contains(o.value, "unconfined") || strings.Contains(o.value, "label=disable") ||
				strings.Contains(o.value, "label:disable")) {
				return words[o.valWord], true
			}
		}
	}
	return Word{}, false
}

// mountNamed returns the word to name for a mount's value: its host side
// when it is the literal start of the word as written (`~/.aws` of
// `~/.aws:/root/.aws:ro`), else the word holding the value.
func mountNamed(holder, val Word) Word {
	raw := ""
	if src, ok := mountSource(val); ok && len(src.Raw) < len(holder.Raw) {
		raw = src.Raw
	}
	if i := strings.IndexByte(holder.Raw, ':'); raw == "" && i > 0 && !strings.ContainsAny(holder.Raw[:i], `'"\=,`) {
		raw = holder.Raw[:i] // -v SRC:DST as written, unquoted
	}
	if raw == "" || raw == holder.Raw || !strings.HasPrefix(holder.Raw, raw) || holder.Span.Start+len(raw) > holder.Span.End {
		return holder
	}
	return Word{Span: Span{Start: holder.Span.Start, End: holder.Span.Start + len(raw)}, Raw: raw,
		Segs: []Seg{{Kind: SegLit, Text: raw}}}
}
