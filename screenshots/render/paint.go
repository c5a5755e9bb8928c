package main

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"

	uv "github.com/charmbracelet/ultraviolet"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// The terminal the pictures show: a dark background, light text.
var (
	defaultFg = color.RGBA{0xcd, 0xd6, 0xf4, 0xff}
	defaultBg = color.RGBA{0x1e, 0x1e, 0x2e, 0xff}
)

const (
	fontSize = 15
	pad      = 12 // pixels around the grid
)

// painter draws cell grids with Go Mono.
type painter struct {
	regular, bold font.Face
	cw, ch, base  int
}

func newPainter() (*painter, error) {
	face := func(ttf []byte) (font.Face, error) {
		f, err := opentype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("read Go Mono: %w", err)
		}
		return opentype.NewFace(f, &opentype.FaceOptions{Size: fontSize, DPI: 72, Hinting: font.HintingFull})
	}
	reg, err := face(gomono.TTF)
	if err != nil {
		return nil, err
	}
	bold, err := face(gomonobold.TTF)
	if err != nil {
		return nil, err
	}
	adv, _ := reg.GlyphAdvance('M')
	m := reg.Metrics()
	return &painter{regular: reg, bold: bold, cw: adv.Ceil(), ch: (m.Ascent + m.Descent).Ceil() + 2, base: m.Ascent.Ceil() + 1}, nil
}

// paint draws the screen's cells.
func (p *painter) paint(scr *vtscreen.Screen) *image.RGBA {
	w, h := scr.Size()
	img := image.NewRGBA(image.Rect(0, 0, w*p.cw+2*pad, h*p.ch+2*pad))
	draw.Draw(img, img.Bounds(), image.NewUniform(defaultBg), image.Point{}, draw.Src)
	for y := range h {
		for x := 0; x < w; x++ {
			c := scr.Cell(x, y)
			if c == nil {
				continue
			}
			p.cell(img, x, y, c)
			if c.Width > 1 {
				x += c.Width - 1
			}
		}
	}
	return img
}

// cell paints one cell: background, glyph, underline.
func (p *painter) cell(img *image.RGBA, x, y int, c *uv.Cell) {
	fg, bg := colour(c.Style.Fg, defaultFg), colour(c.Style.Bg, defaultBg)
	attrs := c.Style.Attrs
	if attrs&uv.AttrReverse != 0 {
		fg, bg = bg, fg
	}
	if attrs&uv.AttrFaint != 0 {
		fg = blend(fg, bg)
	}
	cells := max(c.Width, 1)
	r := image.Rect(pad+x*p.cw, pad+y*p.ch, pad+(x+cells)*p.cw, pad+(y+1)*p.ch)
	draw.Draw(img, r, image.NewUniform(bg), image.Point{}, draw.Src)
	if c.Content != "" && c.Content != " " {
		face := p.regular
		if attrs&uv.AttrBold != 0 {
			face = p.bold
		}
		p.glyph(img, r, c.Content, face, fg)
	}
	if c.Style.Underline != uv.UnderlineNone {
		line := image.Rect(r.Min.X, r.Min.Y+p.base+2, r.Max.X, r.Min.Y+p.base+3)
		draw.Draw(img, line, image.NewUniform(fg), image.Point{}, draw.Src)
	}
}

// glyph draws a cell's text, or a drawn stand-in for the marks Go Mono
// lacks.
func (p *painter) glyph(img *image.RGBA, r image.Rectangle, s string, face font.Face, fg color.Color) {
	if shape(img, r, s, fg) {
		return
	}
	s = substitute(s)
	d := font.Drawer{Dst: img, Src: image.NewUniform(fg), Face: face,
		Dot: fixed.P(r.Min.X, r.Min.Y+p.base)}
	d.DrawString(s)
}

// colour resolves a cell colour, nil being the terminal's default.
func colour(c color.Color, def color.RGBA) color.RGBA {
	if c == nil {
		return def
	}
	r, g, b, _ := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
}

// blend is halfway from a to b: faint text.
func blend(a, b color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(a.R) + int(b.R)) / 2), uint8((int(a.G) + int(b.G)) / 2), uint8((int(a.B) + int(b.B)) / 2), 0xff}
}
