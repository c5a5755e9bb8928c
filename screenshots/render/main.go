// Command render draws the desk's golden screens as PNG pictures for the
// README: each screenshots/testdata/TestScreens/<scene>_<W>x<H>/ansi.golden
// is written into a terminal emulator (package vtscreen), and its cell
// grid is painted cell by cell in Go Mono, colours and attributes as the
// terminal holds them, into screenshots/<scene>_<W>x<H>.png.
//
// Run it from the repository's root after `go test ./screenshots -update`:
//
//	go run ./screenshots/render
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

func main() {
	in := flag.String("in", filepath.Join("screenshots", "testdata", "TestScreens"), "directory of the golden screens")
	out := flag.String("out", "screenshots", "directory to write the pictures to")
	flag.Parse()
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "render:", err)
		os.Exit(1)
	}
}

func run(in, out string) error {
	dirs, err := os.ReadDir(in)
	if err != nil {
		return fmt.Errorf("read the golden screens: %w (run from the repository's root, after go test ./screenshots -update)", err)
	}
	p, err := newPainter()
	if err != nil {
		return err
	}
	var names []string
	for _, d := range dirs {
		if d.IsDir() {
			names = append(names, d.Name())
		}
	}
	sort.Strings(names)
	for _, name := range names {
		w, h, err := sizeOf(name)
		if err != nil {
			return err
		}
		frame, err := os.ReadFile(filepath.Join(in, name, "ansi.golden"))
		if err != nil {
			return fmt.Errorf("scene %s: %w", name, err)
		}
		scr := vtscreen.Render(strings.TrimSuffix(string(frame), "\n"), w, h)
		img := p.paint(scr)
		scr.Close()
		path := filepath.Join(out, name+".png")
		f, err := os.Create(path)
		if err != nil {
			return fmt.Errorf("scene %s: %w", name, err)
		}
		if err := png.Encode(f, img); err != nil {
			f.Close()
			return fmt.Errorf("scene %s: encode %s: %w", name, path, err)
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("scene %s: %w", name, err)
		}
		fmt.Println(path)
	}
	return nil
}

// sizeOf reads the terminal size from a scene's name: queue_80x24 is
// 80 columns by 24 lines.
func sizeOf(name string) (int, int, error) {
	i := strings.LastIndexByte(name, '_')
	wh := strings.SplitN(name[i+1:], "x", 2)
	if i < 0 || len(wh) != 2 {
		return 0, 0, fmt.Errorf("scene %s: its name does not end in _WxH", name)
	}
	w, err1 := strconv.Atoi(wh[0])
	h, err2 := strconv.Atoi(wh[1])
	if err1 != nil || err2 != nil || w < 1 || h < 1 {
		return 0, 0, fmt.Errorf("scene %s: bad size %q", name, name[i+1:])
	}
	return w, h, nil
}
