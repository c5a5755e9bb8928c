package patterns

import "strings"

// Secrets printed through a round trip (rt45 secret-print): a detour
// through a program that encodes what it reads and one that decodes it
// again prints the secret as surely as cat does.
//
//   - A compressor writing to its standard output (gzip -c, zstd -c,
//     bzip2 -c, xz -c, lz4 -c, brotli -c, and their -dc) prints the
//     content it reads, encoded as base64 prints it; its decompressors
//     (zcat, bunzip2 -c, unxz -c …) pass what they read on, so a pipe
//     into them still reaches the terminal.
//   - tar's -C applies to the files a create archives (`tar cf - -C ~
//     .ssh` archives ~/.ssh), as to the members an extract writes: a
//     source is read below each -C directory.

// compressors are the programs that write what they read compressed (or,
// with -d, decompressed) to standard output when given -c.
var compressors = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"gzip", "pigz", "bzip2", "pbzip2", "lbzip2", "xz", "lzma", "zstd", "pzstd",
		"lz4", "brotli", "lzip", "lzop", "compress", "gunzip", "bunzip2", "unxz", "unlzma", "unzstd",
		"unlz4", "unbrotli"} {
		m[p] = true
	}
	return m
}}

// decompressFilters pass the content they read on, decompressed, to
// their standard output (joined to textFilters where a pipe is judged).
var decompressFilters = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"zcat", "gzcat", "bzcat", "xzcat", "lzcat", "zstdcat", "lz4cat", "gunzip",
		"bunzip2", "unxz", "unlzma", "unzstd", "unlz4", "pigz", "pbzip2", "lbzip2", "lzma", "lz4", "brotli",
		"unbrotli", "lzip", "lzop", "uncompress", "pzstd"} {
		m[p] = true
	}
	return m
}}

// compressorToStdout reports whether part p is a compressor (or its
// decompressor) writing to standard output: -c, --stdout or
// --to-stdout, alone or in a cluster of one-letter options.
func compressorToStdout(p *Part) bool {
	if !compressors.get()[p.Program] {
		return false
	}
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok || v == "--" {
			break
		}
		switch {
		case v == "--stdout", v == "--to-stdout", v == "-c":
			return true
		case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.Trim(v[1:], "cdkfqv0123456789") == "" &&
			strings.ContainsRune(v, 'c'):
			return true
		}
	}
	return false
}

// passesOn reports whether part r, a later stage of a pipe, passes what
// it reads on to its standard output: a text filter, a decompressor, or
// tar extracting to standard output.
func passesOn(r *Part) bool {
	return textFilters.get()[r.Program] || decompressFilters.get()[r.Program] || tarPrintsArchive(r)
}

// tarCreateSources returns, for a tar that creates an archive with -C
// directories, each source operand below each directory (and where they
// lead together): the files it reads. It is nil for any other part.
func tarCreateSources(p *Part) []Word {
	switch p.Program {
	case "tar", "bsdtar", "gtar":
	default:
		return nil
	}
	if !hasFlag(p, "--create", "--append", "--update") {
		return nil
	}
	ops, dirs := operandWords(p, "--directory")
	if len(dirs) == 0 {
		return nil
	}
	var out []Word
	for _, dir := range tarDirectories(dirs) { // does_tardir.go
		for _, m := range ops {
			if lead, _ := litPrefix(m); strings.HasPrefix(lead, "/") || strings.HasPrefix(m.Raw, "~") || strings.HasPrefix(m.Raw, "$") {
				continue // an absolute source is read where it is
			}
			out = append(out, joinWords(dir, m))
		}
	}
	return out
}
