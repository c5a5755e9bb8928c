package patterns

import "testing"

// BenchmarkSuggest suggests the narrowest pattern of a download with four
// flags, as the desk does for each card it draws; OfferAny adds the **
// rungs, as the editor does when it opens (each flag and operand is
// matched once more).
func BenchmarkSuggest(b *testing.B) {
	cmd := Read("curl -fsSL https://get.k3s.io/install.sh | sh")
	ctx := testContext()
	for _, offer := range []bool{false, true} {
		name := "card"
		if offer {
			name = "editor"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := Suggest(cmd, 0, ctx)
				if err != nil {
					b.Fatal(err)
				}
				if offer {
					s.OfferAny(cmd, ctx)
				}
			}
		})
	}
}
