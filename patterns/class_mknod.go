package patterns

import (
	"strconv"
	"strings"
)

// A device node the line makes is the device under a new name (rt53
// N14): `mknod /tmp/t c 136 0` makes a second name for /dev/pts/0, and
// `cat fake > /tmp/t` then paints the desk's terminal, `stty -F /tmp/t
// rows 1500` sizes it, under a name no later line shows as a terminal's;
// `mknod d b 8 0` is the first disk, which `dd of=d` then wipes. A
// terminal's numbers ([terminalDevNumber]: a pseudo-terminal's major 136
// to 143, a virtual console's 4, the console's 5 1, a console's screen
// memory 7) are [mknod-terminal], cmd.guard-tamper's; any other
// character or block device is [mknod-device], cmd.system's (the
// machine's devices reached by a name of the line's choosing). A FIFO
// (`mknod p p`, as mkfifo) is left alone.

// mknodOperands returns the indices of mknod's operands (NAME TYPE
// [MAJOR MINOR]) among words, read past its options (-m MODE, --mode,
// -Z, --context, in any place, as GNU's getopt permutes them), and
// false when a word not literal might be an option or stands in their
// place.
func mknodOperands(words []Word) ([]int, bool) {
	var out []int
	ok := true
	for i := 1; i < len(words); i++ {
		v, lit := words[i].Literal()
		switch {
		case !lit:
			ok = false
			out = append(out, i)
		case v == "--":
			for i++; i < len(words); i++ {
				out = append(out, i)
			}
		case v == "-m" || v == "--mode":
			i++
		case len(v) > 1 && v[0] == '-':
		default:
			out = append(out, i)
		}
	}
	return out, ok
}

// mknodType reads the part holding w as mknod's: whether w is its TYPE
// operand, the type, and the device's MAJOR:MINOR in decimal ("" when
// not given or not literal).
func mknodType(w Word, ctx *Context) (bool, string, string) {
	p := ctx.partOfWord(w)
	if p == nil || p.Program != "mknod" {
		return false, "", ""
	}
	ops, _ := mknodOperands(p.Words)
	if len(ops) < 2 || p.Words[ops[1]].Span != w.Span {
		return false, "", ""
	}
	typ, _ := w.Literal()
	if len(ops) < 4 {
		return true, typ, ""
	}
	major, ok1 := mknodNumber(p.Words[ops[2]])
	minor, ok2 := mknodNumber(p.Words[ops[3]])
	if !ok1 || !ok2 {
		return true, typ, ""
	}
	return true, typ, major + ":" + minor
}

// mknodNumber reads a device number as mknod does (strtoumax, base 0:
// 136, 0x88, 0210), in decimal.
func mknodNumber(w Word) (string, bool) {
	v, ok := w.Literal()
	if !ok {
		return "", false
	}
	n, err := strconv.ParseUint(v, 0, 32)
	if err != nil {
		return "", false
	}
	return strconv.FormatUint(n, 10), true
}

// judgeMknodTerminal is [mknod-terminal]: mknod's TYPE word making a
// character device (c, u) whose numbers are a terminal's another may
// watch (certainly), or whose type or numbers are not literal (might).
func judgeMknodTerminal(_ string, w Word, ctx *Context) Judgement {
	is, typ, dev := mknodType(w, ctx)
	switch {
	case !is:
		return Judgement{}
	case typ == "":
		return Judgement{Might: true}
	case typ != "c" && typ != "u":
		return Judgement{}
	case dev == "":
		return Judgement{Might: true}
	case terminalDevNumber(dev):
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// judgeMknodDevice is [mknod-device]: mknod's TYPE word making a
// character or block device (c, u, b) that is no terminal's (those are
// [mknod-terminal]'s, and so is a character device whose numbers are not
// literal), certainly; a type not literal might be one. A FIFO (p) is
// none.
func judgeMknodDevice(_ string, w Word, ctx *Context) Judgement {
	is, typ, dev := mknodType(w, ctx)
	switch {
	case !is:
		return Judgement{}
	case typ == "":
		return Judgement{Might: true}
	case strings.Trim(typ, "cub") != "" || len(typ) != 1:
		return Judgement{}
	case typ != "b" && (dev == "" || terminalDevNumber(dev)):
		return Judgement{} // a terminal's, or might be: [mknod-terminal]'s
	}
	return Judgement{Might: true, Certainly: true}
}
