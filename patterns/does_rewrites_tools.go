package patterns

import "strings"

// The image and tag tools, ccrypt and the compressors of rewriteTable
// (does_rewrites.go; fx67c, rt65 A9).

// mogrifyRewrites: mogrify rewrites each image it is given, unless -path
// puts the results in another directory or -format writes them beside
// the originals under another extension.
func mogrifyRewrites(p *Part) doings {
	return imageMagickRewrites(p.Args())
}

// magickMogrifyRewrites: `magick mogrify …` (and GraphicsMagick's `gm
// mogrify`, by the same reading) is mogrify.
func magickMogrifyRewrites(p *Part) doings {
	args := p.Args()
	if len(args) == 0 || !isLit(args[0], "mogrify") {
		return doings{}
	}
	return imageMagickRewrites(args[1:])
}

// imageMagickRewrites reads mogrify's arguments: its options begin with
// - or +, some take one value (-resize 50%) or two (-set KEY VALUE), the
// rest none (-strip, +repage); every other word is an image rewritten.
func imageMagickRewrites(args []Word) doings {
	var files []Word
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if len(lit) < 2 || lit[0] != '-' && lit[0] != '+' {
			files = append(files, args[i])
			continue
		}
		name := lit[1:]
		if name == "path" || name == "format" {
			return doings{}
		}
		switch {
		case imageMagickTwoValues(name):
			i += 2
		case lit[0] == '-' && imageMagickOneValue(name) || lit[0] == '+' && (name == "profile" || name == "define" || name == "set" || name == "write"):
			i++
		}
	}
	return doings{rewrites: rewrittenOps(files)}
}

// imageMagickOneValue reports whether ImageMagick's -NAME takes a value.
func imageMagickOneValue(name string) bool {
	switch name {
	case "resize", "quality", "geometry", "crop", "rotate", "thumbnail", "density", "colorspace", "gravity", "extent", "background",
		"define", "sampling-factor", "interlace", "scale", "sample", "fill", "font", "pointsize", "draw", "type", "depth", "colors",
		"blur", "sharpen", "unsharp", "level", "modulate", "border", "bordercolor", "channel", "compress", "fuzz", "transparent",
		"units", "alpha", "profile", "write", "resample", "adaptive-resize", "liquid-resize", "shave", "chop", "splice", "frame",
		"gamma", "contrast-stretch", "linear-stretch", "brightness-contrast", "colorize", "tint", "opacity", "dither", "posterize",
		"repage", "page", "comment", "label", "caption", "size", "stroke", "strokewidth",
		"weight", "family", "style", "stretch", "kerning", "interword-spacing", "interline-spacing", "undercolor", "encoding",
		"compose", "virtual-pixel", "interpolate", "filter", "orient", "auto-threshold", "threshold", "black-threshold",
		"white-threshold", "median", "noise", "emboss", "edge", "charcoal", "paint", "implode", "swirl", "wave",
		"vignette", "shadow", "sketch", "spread", "solarize", "sepia-tone", "attenuate", "mattecolor", "bias", "quantize",
		"treedepth", "map", "remap", "mask", "clip-mask", "clip-path", "region", "fx", "color-matrix", "cycle", "delay", "dispose",
		"loop", "layers", "deconstruct", "coalesce", "affine", "transform", "shear", "roll", "motion-blur",
		"radial-blur", "rotational-blur", "selective-blur", "gaussian-blur", "adaptive-blur", "adaptive-sharpen", "statistic",
		"intent", "black-point-compensation", "seed", "features", "kuwahara",
		"lat", "mean-shift", "canny", "hough-lines", "connected-components", "perceptible", "wavelet-denoise", "tile", "texture",
		"authenticate", "metric", "highlight-color", "lowlight-color", "endian", "red-primary",
		"green-primary", "blue-primary", "white-point", "channel-fx", "extract", "random-threshold",
		"ordered-dither", "segment", "preview", "process":
		return true
	}
	return false
}

// imageMagickTwoValues reports whether ImageMagick's -NAME takes two.
func imageMagickTwoValues(name string) bool {
	switch name {
	case "set", "annotate", "limit", "distort", "sparse-color", "function", "morphology", "evaluate", "floodfill":
		return true
	}
	return false
}

// exiftoolRewrites: exiftool rewrites its files (or every image below a
// directory) when it writes tags, by an assignment (-TAG=VALUE, -all=,
// -TAG<SRC, -TAG+=VALUE, -csv=FILE) or -tagsFromFile; unless -o/-out
// writes a new file instead. Without one it only prints (`exiftool
// photo.jpg`). Its options are read in any case.
func exiftoolRewrites(p *Part) doings {
	args := p.Args()
	var files []Word
	writes := false
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if len(lit) < 2 || lit[0] != '-' {
			files = append(files, args[i])
			continue
		}
		name := strings.ToLower(lit[1:])
		switch {
		case name == "o" || name == "out":
			return doings{}
		case name == "tagsfromfile" || name == "geotag":
			writes = true
			i++
		case strings.ContainsAny(name, "=<"):
			writes = true
		case exiftoolValued(name):
			i++
		}
	}
	if !writes {
		return doings{}
	}
	return doings{rewrites: rewrittenOps(files)}
}

// exiftoolValued reports whether exiftool's -NAME (lower case) takes a
// value in the next word.
func exiftoolValued(name string) bool {
	switch strings.TrimRight(name, "+!") {
	case "ext", "extension", "x", "exclude", "if", "p", "printformat", "d", "dateformat", "w", "textout", "charset", "api",
		"userparam", "srcfile", "fileorder", "lang", "sep", "separator", "c", "coordformat", "@", "i", "ignore",
		"globaltimeshift", "use", "config", "efile", "tagsfromfile", "geotag", "password", "listitem", "fast":
		return name != "fast" // -fast takes a number attached (-fast2), never the next word
	}
	return false
}

// ccryptDeletes: ccrypt (ccencrypt, ccdecrypt) replaces each file it is
// given by its encrypted or decrypted copy and removes the file (FILE
// becomes FILE.cpt): a delete of each operand; with -c (--cat) it prints
// and writes no file.
func ccryptDeletes(p *Part) doings {
	s := scanArgs(p, "-K", "--key", "-k", "--keyfile", "-E", "--envvar", "-S", "--suffix", "-H", "--key2", "-P", "--prompt")
	if flagOrBundle(s, "-c", "--cat", "-h", "--help", "-V", "--version", "-L", "--license") || p.Program == "ccat" {
		return doings{}
	}
	return doings{deletes: knownLeads(notDash(s.ops))}
}

// knownLeads keeps the words whose place is known from their start: a
// literal, a glob, `~` or `$HOME`. A file replaced by its compressed or
// encrypted copy is kept in it, so a word that might be any path (`gzip
// "$f"`, the items xargs and parallel append) is judged as
// [overwrite-outside] judges a word not known: not taken to be outside.
func knownLeads(ws []Word) []Word {
	out := ws[:0:0]
	for _, w := range ws {
		if len(w.Segs) == 0 {
			continue
		}
		switch s := w.Segs[0]; s.Kind {
		case SegLit, SegGlob, SegTilde, SegBrace:
			out = append(out, w)
		case SegParam:
			if s.Text == "HOME" {
				out = append(out, w)
			}
		}
	}
	return out
}

// compressDeletes: a one-file compressor replaces each file it is given
// by its compressed copy (F by F.gz) and removes F: a delete of each
// operand (below it with -r), unless -k keeps it (or, for zstd and lz4,
// which keep it unless told --rm, without --rm), -c prints to standard
// output, or -t and -l only test and list. Decompression is
// decompressWrites' (does_decompress.go). zstd's and lz4's -o (and lz4's
// second operand) name the file written, judged as cp's destination is.
func compressDeletes(keepsByDefault bool) doer {
	return func(p *Part) doings {
		s := scanArgs(p, "-S", "--suffix", "-o", "-T", "--threads", "-F", "--format", "-C", "--check", "-M", "--memlimit", "--files", "--files0",
			"-D", "-p", "--processes", "-b", "--blocksize", "--output-dir-flat", "--output-dir-mirror", "-B", "--data-size")
		if flagOrBundle(s, "-d", "--decompress", "--uncompress", "-c", "--stdout", "--to-stdout", "-t", "--test", "-l", "--list",
			"-h", "--help", "-V", "--version", "-L", "--license") {
			return doings{}
		}
		ops := notDash(s.ops)
		var d doings
		if outs := notDash(s.all("-o")); len(outs) > 0 {
			d.writes = outs
		} else if p.Program == "lz4" && len(ops) == 2 && !flagGiven(s, "-m", "--multiple") {
			d.writes, ops = ops[1:], ops[:1]
		}
		keep := flagGiven(s, "-k", "--keep") || s.has("-k")
		if keepsByDefault {
			keep = !flagGiven(s, "--rm")
		}
		if !keep {
			d.deletes = knownLeads(ops)
		}
		return d
	}
}
