package queue

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx36e: the look at an archive extracted at the project's top lists its
// members from the headers, bounded, and fails on what it does not read.

// fx36eTar is a tar of the headers given, gzipped when gz.
func fx36eTar(t testing.TB, gz bool, hs ...*tar.Header) []byte {
	t.Helper()
	var b bytes.Buffer
	var tw *tar.Writer
	var zw *gzip.Writer
	if gz {
		zw = gzip.NewWriter(&b)
		tw = tar.NewWriter(zw)
	} else {
		tw = tar.NewWriter(&b)
	}
	for _, h := range hs {
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Size > 0 {
			if _, err := tw.Write(bytes.Repeat([]byte("x"), int(h.Size))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return b.Bytes()
}

// fx36eZip is a zip holding a file and a symbolic link.
func fx36eZip(t testing.TB) []byte {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, err := zw.Create("cli/README.md")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("hi")); err != nil {
		t.Fatal(err)
	}
	h := &zip.FileHeader{Name: "cli/link"}
	h.SetMode(os.ModeSymlink | 0o777)
	if w, err = zw.CreateHeader(h); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write([]byte("../etc")); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

var fx36eHeaders = []*tar.Header{
	{Name: "pax_global_header", Typeflag: tar.TypeXGlobalHeader, PAXRecords: map[string]string{"comment": "abc123"}},
	{Name: "cli/", Typeflag: tar.TypeDir, Mode: 0o755},
	{Name: "cli/bin/cli", Typeflag: tar.TypeReg, Mode: 0o755, Size: 10},
	{Name: "cli/lib", Typeflag: tar.TypeSymlink, Linkname: "bin"},
	{Name: "cli/cli2", Typeflag: tar.TypeLink, Linkname: "cli/bin/cli"},
}

func TestFx36eArchiveMembers(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	want := "cli/ dir 493 ;cli/bin/cli file 493 ;cli/lib symlink 0 bin;cli/cli2 hardlink 0 cli/bin/cli"
	for _, tc := range []struct {
		name, file, extractor, want string
	}{
		{"plain tar", write("r.tar", fx36eTar(t, false, fx36eHeaders...)), "tar", want},
		{"gzip tar", write("r.tar.gz", fx36eTar(t, true, fx36eHeaders...)), "tar", want},
		{"zip", write("r.zip", fx36eZip(t)), "unzip", "cli/README.md file 438 ;cli/link symlink 511 ../etc"},
		{"zip by tar (bsdtar)", write("z.tar", fx36eZip(t)), "tar", "cli/README.md file 438 ;cli/link symlink 511 ../etc"},
		{"a global header that sets a path", write("g.tar", fx36eTar(t, false, &tar.Header{Name: "g", Typeflag: tar.TypeXGlobalHeader, PAXRecords: map[string]string{"path": ".claude/x"}})), "tar", ".claude/x other 0 "},
		{"a fifo member", write("f.tar", fx36eTar(t, false, &tar.Header{Name: "p", Typeflag: tar.TypeFifo})), "tar", "p other 0 "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms, err := archiveMembers(tc.file, tc.extractor)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			kinds := []string{"file", "dir", "symlink", "hardlink", "other"}
			for _, m := range ms {
				got = append(got, strings.Join([]string{m.Name, kinds[m.Kind], itoa(int(m.Mode)), m.Link}, " "))
			}
			if g := strings.Join(got, ";"); g != tc.want {
				t.Errorf("got %q, want %q", g, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		name, file string
		noArchive  bool
	}{
		{"missing", filepath.Join(dir, "none.tar"), true},
		{"xz", write("x.tar.xz", []byte("\xfd7zXZ\x00rest")), false},
		{"zstd", write("x.tar.zst", []byte("\x28\xb5\x2f\xfdrest")), false},
		{"not a tar", write("notes.tar", []byte(strings.Repeat("hello\n", 200))), false},
		{"truncated gzip", write("t.tar.gz", fx36eTar(t, true, fx36eHeaders...)[:40]), false},
		{"a directory", dir, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := archiveMembers(tc.file, "tar")
			if err == nil || errors.Is(err, patterns.ErrNoArchive) != tc.noArchive {
				t.Errorf("err %v, want an error (no archive: %v)", err, tc.noArchive)
			}
		})
	}
}

// TestFx36eArchiveBounds: a stream past its bound or its time fails, and
// so does a listing of more members than the bound.
func TestFx36eArchiveBounds(t *testing.T) {
	b := &boundedReader{r: bytes.NewReader(make([]byte, 100)), left: 10, deadline: time.Now().Add(time.Minute)}
	buf := make([]byte, 64)
	if n, err := b.Read(buf); n != 10 || err != nil {
		t.Fatalf("first read: %d, %v", n, err)
	}
	if _, err := b.Read(buf); !errors.Is(err, errArchiveBound) {
		t.Errorf("past the bound: %v", err)
	}
	late := &boundedReader{r: bytes.NewReader(make([]byte, 100)), left: 100, deadline: time.Now().Add(-time.Second)}
	if _, err := late.Read(buf); !errors.Is(err, errArchiveBound) {
		t.Errorf("past the time: %v", err)
	}
	hs := make([]*tar.Header, archiveMaxMembers+1)
	for i := range hs {
		hs[i] = &tar.Header{Name: "f" + itoa(i), Typeflag: tar.TypeReg}
	}
	p := filepath.Join(t.TempDir(), "many.tar")
	if err := os.WriteFile(p, fx36eTar(t, false, hs...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := archiveMembers(p, "tar"); !errors.Is(err, errArchiveBound) {
		t.Errorf("%d members: %v", len(hs), err)
	}
}

// itoa is strconv.Itoa for the tests' names.
func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// FuzzArchiveMembers: any bytes, read as a tar (plain or compressed) or
// a zip, give a listing or an error, never a panic or a hang.
func FuzzArchiveMembers(f *testing.F) {
	f.Add(fx36eTar(f, false, fx36eHeaders...))
	f.Add(fx36eTar(f, true, fx36eHeaders...))
	f.Add(fx36eZip(f))
	f.Add([]byte("BZh91AY&SY"))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, b []byte) {
		p := filepath.Join(dir, "a")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, x := range []string{"tar", "unzip"} {
			ms, err := archiveMembers(p, x)
			if err == nil && len(ms) > archiveMaxMembers {
				t.Fatalf("%s: %d members listed", x, len(ms))
			}
		}
	})
}
