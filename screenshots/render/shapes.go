package main

import (
	"image"
	"image/color"
	"image/draw"
)

// substitute swaps the box corners Go Mono lacks (the rounded ones) for
// the square ones it has.
func substitute(s string) string {
	switch s {
	case "╭":
		return "┌"
	case "╮":
		return "┐"
	case "╰":
		return "└"
	case "╯":
		return "┘"
	}
	return s
}

// shape draws the marks Go Mono lacks (✓ ✗ ▸ ▍ ↴) as strokes; it reports
// whether s was one of them.
func shape(img *image.RGBA, r image.Rectangle, s string, fg color.Color) bool {
	w, h := r.Dx(), r.Dy()
	at := func(fx, fy float64) image.Point {
		return image.Pt(r.Min.X+int(fx*float64(w)), r.Min.Y+int(fy*float64(h)))
	}
	switch s {
	case "✓":
		line(img, at(0.15, 0.55), at(0.4, 0.78), fg)
		line(img, at(0.4, 0.78), at(0.88, 0.25), fg)
	case "✗":
		line(img, at(0.2, 0.3), at(0.8, 0.78), fg)
		line(img, at(0.8, 0.3), at(0.2, 0.78), fg)
	case "▸":
		for i := 0; i <= w/2; i++ {
			top, bot := at(0.25, 0.35), at(0.25, 0.75)
			x := top.X + i
			dy := (bot.Y - top.Y) * i / max(w, 1)
			draw.Draw(img, image.Rect(x, top.Y+dy, x+1, bot.Y-dy+1), image.NewUniform(fg), image.Point{}, draw.Src)
		}
	case "▍":
		draw.Draw(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+w*3/8, r.Max.Y), image.NewUniform(fg), image.Point{}, draw.Src)
	case "↴":
		line(img, at(0.2, 0.3), at(0.6, 0.3), fg)
		line(img, at(0.6, 0.3), at(0.6, 0.8), fg)
		line(img, at(0.4, 0.6), at(0.6, 0.8), fg)
		line(img, at(0.8, 0.6), at(0.6, 0.8), fg)
	default:
		return false
	}
	return true
}

// line draws a two-pixel stroke from a to b.
func line(img *image.RGBA, a, b image.Point, c color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := max(abs(dx), abs(dy), 1)
	for i := 0; i <= n; i++ {
		x, y := a.X+dx*i/n, a.Y+dy*i/n
		draw.Draw(img, image.Rect(x, y, x+2, y+2), image.NewUniform(c), image.Point{}, draw.Src)
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
