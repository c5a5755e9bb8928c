package queue

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// The members of an archive extracted at the project's top (issue 7,
// rt31 E042, E043), read where the ask is judged: patterns' class
// (class_archivetree.go) leaves the extraction alone only when every
// member lands harmlessly inside the project. The look reads headers
// only, in-process, bounded: the file's size, what a compressed stream
// may unpack to, the number of members and the time. Only tar (plain,
// gzip or bzip2; a zip too for tar, which bsdtar extracts) and zip are
// read; any other compression, a file that is not regular (a fifo, a
// device), a header the readers reject or a bound passed is an error,
// which the class takes as a might (an ask).

const (
	// archiveMaxFile bounds a plain tar's or a zip's size (headers are
	// read, contents skipped).
	archiveMaxFile = 512 << 20
	// archiveMaxCompressed bounds a compressed tar's size.
	archiveMaxCompressed = 64 << 20
	// archiveMaxStream bounds what a compressed tar may unpack to.
	archiveMaxStream = 256 << 20
	// archiveMaxMembers bounds the members listed.
	archiveMaxMembers = 20000
	// archiveTimeout bounds one look.
	archiveTimeout = 2 * time.Second
	// archiveMaxLink bounds a zip symbolic link's target.
	archiveMaxLink = 4096
)

// errArchiveBound is a look past one of the bounds.
const errArchiveBound = gitTreeError("archive past the bound to read")

// archiveMembers lists the members of the archive at file as extractor
// ("tar" or "unzip") reads them; [patterns.ErrNoArchive] when there is
// no such file.
func archiveMembers(file, extractor string) ([]patterns.ArchiveMember, error) {
	// O_NONBLOCK: a fifo put in the archive's place opens at once (and
	// is refused below) instead of blocking the look.
	f, err := os.OpenFile(file, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if notThere(err) {
		return nil, fmt.Errorf("open the archive: %w", patterns.ErrNoArchive)
	}
	if err != nil {
		return nil, couldNotRead(file, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("stat the archive: %w", err)
	}
	if !st.Mode().IsRegular() || st.Size() > archiveMaxFile {
		return nil, fmt.Errorf("archive %s: not a regular file or %w", file, errArchiveBound)
	}
	var magic [6]byte
	n, err := f.ReadAt(magic[:], 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("read the archive: %w", err)
	}
	head := magic[:n]
	if extractor == "unzip" || bytes.HasPrefix(head, []byte("PK\x03\x04")) {
		return zipMembers(f, st.Size())
	}
	deadline := time.Now().Add(archiveTimeout)
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		if st.Size() > archiveMaxCompressed {
			return nil, fmt.Errorf("archive %s: %w", file, errArchiveBound)
		}
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("read the archive's gzip stream: %w", err)
		}
		return tarMembers(&boundedReader{r: zr, left: archiveMaxStream, deadline: deadline}, deadline)
	case bytes.HasPrefix(head, []byte("BZh")):
		if st.Size() > archiveMaxCompressed {
			return nil, fmt.Errorf("archive %s: %w", file, errArchiveBound)
		}
		return tarMembers(&boundedReader{r: bzip2.NewReader(f), left: archiveMaxStream, deadline: deadline}, deadline)
	case compressedElse(head):
		return nil, fmt.Errorf("archive %s: a compression the look does not read", file)
	}
	return tarMembers(f, deadline) // plain: the reader seeks past contents
}

// compressedElse reports whether head starts as a compressed stream the
// look does not read: xz, zstd, lzip, compress, lzma, lz4.
func compressedElse(head []byte) bool {
	for _, m := range [][]byte{{0xfd, '7', 'z', 'X', 'Z', 0}, {0x28, 0xb5, 0x2f, 0xfd}, []byte("LZIP"),
		{0x1f, 0x9d}, {0x5d, 0, 0}, {0x04, 0x22, 0x4d, 0x18}} {
		if bytes.HasPrefix(head, m) {
			return true
		}
	}
	return false
}

// tarMembers lists a tar stream's members.
func tarMembers(r io.Reader, deadline time.Time) ([]patterns.ArchiveMember, error) {
	tr := tar.NewReader(r)
	var out []patterns.ArchiveMember
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("read the archive's headers: %w", err)
		}
		if len(out) >= archiveMaxMembers || time.Now().After(deadline) {
			return nil, errArchiveBound
		}
		m := patterns.ArchiveMember{Name: h.Name, Link: h.Linkname, Mode: uint32(h.Mode) & 0o7777}
		switch h.Typeflag {
		case tar.TypeReg, tar.TypeCont, tar.TypeGNUSparse: // the reader gives TypeRegA as TypeReg
			m.Kind = patterns.ArchiveFile
		case tar.TypeDir:
			m.Kind = patterns.ArchiveDir
		case tar.TypeSymlink:
			m.Kind = patterns.ArchiveSymlink
		case tar.TypeLink:
			m.Kind = patterns.ArchiveHardlink
		case tar.TypeXGlobalHeader:
			if onlyComment(h.PAXRecords) {
				continue // git archive's commit id: sets nothing
			}
			m.Kind = patterns.ArchiveOther
		default:
			m.Kind = patterns.ArchiveOther
		}
		out = append(out, m)
	}
}

// onlyComment reports whether a global header's records are comments.
func onlyComment(recs map[string]string) bool {
	for k := range recs {
		if k != "comment" {
			return false
		}
	}
	return true
}

// zipMembers lists a zip's members, as unzip reads them from its central
// directory.
func zipMembers(f *os.File, size int64) ([]patterns.ArchiveMember, error) {
	zr, err := zip.NewReader(f, size)
	if err != nil {
		return nil, fmt.Errorf("read the zip's directory: %w", err)
	}
	if len(zr.File) > archiveMaxMembers {
		return nil, errArchiveBound
	}
	out := make([]patterns.ArchiveMember, 0, len(zr.File))
	for _, zf := range zr.File {
		mode := zf.Mode()
		m := patterns.ArchiveMember{Name: zf.Name, Mode: uint32(mode.Perm())}
		switch {
		case mode.IsDir():
			m.Kind = patterns.ArchiveDir
		case mode&fs.ModeSymlink != 0:
			m.Kind = patterns.ArchiveSymlink
			link, err := zipLink(zf)
			if err != nil {
				return nil, err
			}
			m.Link = link
		case mode.IsRegular():
			m.Kind = patterns.ArchiveFile
		default:
			m.Kind = patterns.ArchiveOther
		}
		out = append(out, m)
	}
	return out, nil
}

// zipLink reads a zip symbolic link's target: its contents, bounded.
func zipLink(zf *zip.File) (string, error) {
	rc, err := zf.Open()
	if err != nil {
		return "", fmt.Errorf("open the zip's link %q: %w", zf.Name, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, archiveMaxLink+1))
	if err != nil {
		return "", fmt.Errorf("read the zip's link %q: %w", zf.Name, err)
	}
	if len(b) > archiveMaxLink {
		return "", errArchiveBound
	}
	return string(b), nil
}

// boundedReader reads r up to left bytes and until deadline; past
// either it fails with errArchiveBound (never a quiet end of stream).
type boundedReader struct {
	r        io.Reader
	left     int64
	deadline time.Time
}

// Read reads from the stream within the bounds.
func (b *boundedReader) Read(p []byte) (int, error) {
	if b.left <= 0 || time.Now().After(b.deadline) {
		return 0, errArchiveBound
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	return n, err
}
