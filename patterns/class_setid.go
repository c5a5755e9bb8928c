package patterns

import "strings"

// judgeSetgidFile is [setgid-file]: a path a set-group-ID mode may make
// a privilege: any path but one surely a directory by its spelling (a
// trailing /, ., ..). A set-group-ID file runs with its group wherever it
// lies (the workdir, /tmp, the home); a set-group-ID directory only makes
// the files made in it inherit its group (a shared directory of the task
// is often 2775). A path not known might be a file.
func judgeSetgidFile(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	if surelyDirSpelling(v) {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// surelyDirSpelling reports whether a path's spelling names a directory
// whatever lies on disk: it ends with /, or its last name is . or ..
func surelyDirSpelling(v string) bool {
	last := v[strings.LastIndex(v, "/")+1:]
	return strings.HasSuffix(v, "/") || last == "." || last == ".."
}

// judgeModeReference is [mode-reference], a program class: chmod given
// --reference=FILE (or --reference FILE) with FILE outside the workdir
// (what [outside-workdir] says): a system file may carry set-ID bits
// (/usr/bin/passwd is 4755), and its mode on disk is not read here, so
// the answer is never more than might. A file of the project is left
// alone, and so is a word not known (decided: `chmod +x "$SCRIPT"` must
// not ask because "$SCRIPT" might be --reference=FILE).
func judgeModeReference(_ string, w Word, ctx *Context) Judgement {
	if v, ok := programWordKey(w); !ok || v != "chmod" {
		return Judgement{}
	}
	k := ctx.programPart(w)
	if k == nil {
		return Judgement{}
	}
	args := k.Args()
	for i, a := range args {
		v, ok := a.Literal()
		if !ok {
			continue
		}
		ref := Word{}
		switch {
		case strings.HasPrefix(v, "--reference="):
			ref = LitWord(strings.TrimPrefix(v, "--reference="))
		case v == "--reference" && i+1 < len(args):
			ref = args[i+1]
		default:
			continue
		}
		if _, known := ref.Literal(); known && judgeOutside("", ref, ctx).Might {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}
