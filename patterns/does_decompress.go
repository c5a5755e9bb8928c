package patterns

import "strings"

// decompressTable holds the one-file decompressors and the archive tools
// the tar and unzip readers do not cover: each writes files the line
// names only by their archive, so each is judged as a write of them.
func decompressTable() map[string]doer {
	t := map[string]doer{
		"gunzip": decompressWrites(false), "unxz": decompressWrites(false), "unlzma": decompressWrites(false),
		"bunzip2": decompressWrites(false), "unzstd": decompressWrites(false), "unlz4": decompressWrites(false),
		"uncompress": decompressWrites(false), "lunzip": decompressWrites(false),
		"gzip": decompressWrites(true), "pigz": decompressWrites(true), "xz": decompressWrites(true),
		"lzma": decompressWrites(true), "bzip2": decompressWrites(true), "pbzip2": decompressWrites(true),
		"zstd": decompressWrites(true), "lz4": decompressWrites(true), "lzip": decompressWrites(true),
		"jar": jarWrites,
	}
	for _, py := range []string{"python", "python3", "python2", "pypy3"} {
		t[py] = pythonArchiveWrites
	}
	return t
}

// compressedExts are the suffixes a decompressor takes off a file's name
// to name what it writes (FILE.gz → FILE); .tgz and .taz become .tar.
var compressedExts = []string{".gz", ".z", ".xz", ".lzma", ".bz2", ".zst", ".lz4", ".lz", ".Z", ".tgz", ".taz"}

// decompressWrites: gunzip FILE.gz writes FILE beside it (and gzip -d,
// unxz, bunzip2, zstd -d …); -r writes every file below a directory.
// With -c (standard output), -t (a test) or -l (a listing) it writes no
// file. needD: the program compresses unless told -d.
func decompressWrites(needD bool) doer {
	return func(p *Part) doings {
		s := scanArgs(p, "-S", "--suffix", "-o", "-T", "--threads", "-b", "-p", "--processes")
		if needD && !s.has("-d", "--decompress", "--uncompress") {
			return doings{}
		}
		if s.has("-c", "--stdout", "--to-stdout", "-t", "--test", "-l", "--list") {
			return doings{}
		}
		if outs := s.all("-o"); len(outs) > 0 {
			return doings{writes: notDash(outs)} // zstd's and lz4's -o names the one file written
		}
		var out []Word
		for _, w := range s.ops {
			if lit, _ := w.Literal(); lit == "-" {
				continue
			}
			if s.has("-r", "--recursive") {
				out = append(out, treeWord(w))
				continue
			}
			out = append(out, decompressedWord(w))
		}
		return doings{writes: out}
	}
}

// decompressedWord is the file a decompressor writes for w: w without its
// compressed suffix when its last piece is literal text ending in one, or
// w itself (a word that might be any name).
func decompressedWord(w Word) Word {
	if len(w.Segs) == 0 {
		return w
	}
	last := w.Segs[len(w.Segs)-1]
	if last.Kind != SegLit {
		return w
	}
	for _, ext := range compressedExts {
		if strings.HasSuffix(last.Text, ext) && len(last.Text) > len(ext) {
			text := strings.TrimSuffix(last.Text, ext)
			if ext == ".tgz" || ext == ".taz" {
				text += ".tar"
			}
			segs := append(append([]Seg(nil), w.Segs[:len(w.Segs)-1]...), Seg{Kind: SegLit, Text: text, Quoted: last.Quoted})
			return Word{Raw: strings.TrimSuffix(w.Raw, ext), Span: w.Span, Segs: segs}
		}
	}
	return w
}

// jarWrites: jar x (xf, -xf, --extract) extracts the archive's members,
// or every entry, below the current directory (or -C DIR).
func jarWrites(p *Part) doings {
	args := p.Args()
	if len(args) == 0 {
		return doings{}
	}
	mode, _ := args[0].Literal()
	if !(strings.HasPrefix(mode, "--extract") || !strings.HasPrefix(mode, "--") && strings.Contains(mode, "x")) {
		return doings{}
	}
	s := scanArgs(p, "-C", "--dir")
	dir := LitWord(".")
	if ds := s.all("-C", "--dir"); len(ds) > 0 {
		dir = ds[len(ds)-1]
	}
	return doings{writes: []Word{treeWord(dir)}}
}

// pythonArchiveWrites: python -m zipfile -e ARCHIVE DIR and python -m
// tarfile -e ARCHIVE [DIR] extract every entry below DIR (tarfile: the
// current directory without one).
func pythonArchiveWrites(p *Part) doings {
	args := p.Args()
	if len(args) < 4 {
		return doings{}
	}
	m, _ := args[0].Literal()
	mod, _ := args[1].Literal()
	if m != "-m" || mod != "zipfile" && mod != "tarfile" {
		return doings{}
	}
	for i := 2; i < len(args); i++ {
		if v, _ := args[i].Literal(); v == "-e" || v == "--extract" {
			if i+2 < len(args) {
				return doings{writes: []Word{treeWord(args[i+2])}}
			}
			return doings{writes: []Word{treeWord(LitWord("."))}}
		}
	}
	return doings{}
}
