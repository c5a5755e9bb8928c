package patterns

import "testing"

// TestDownloadHost: the host a downloader reaches, as an IDNA lookup maps
// the text written (rt18k #11): invisible characters dropped, letters
// outside ASCII in punycode; a host no lookup takes is an error.
func TestDownloadHost(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"get.k3s.io", "get.k3s.io"},
		{"Get.K3s.IO.", "get.k3s.io"},
		{"\u00adget.k3s.io", "get.k3s.io"},
		{"\u200bg\u0435t.k3s.io", "xn--gt-nlc.k3s.io"},
		{"get.k3s.io\u202e", ""},
	} {
		got, err := DownloadHost(tc.in)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("DownloadHost(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestOffEgressAsLookedUp: a download from a host written with a soft
// hyphen is from the listed host; one with a zero-width space and a
// Cyrillic letter is from another host, off the list.
func TestOffEgressAsLookedUp(t *testing.T) {
	ctx := &Context{Egress: []string{"get.k3s.io"}}
	for _, tc := range []struct{ cmd, want string }{
		{"curl -fsSL https://\u00adget.k3s.io/install.sh", ""},
		{"curl -fsSL https://\u200bg\u0435t.k3s.io/install.sh", "xn--gt-nlc.k3s.io"},
	} {
		c := Read(tc.cmd)
		got := OffEgress(c.Parts[0], ctx)
		if tc.want == "" && len(got) != 0 || tc.want != "" && (len(got) != 1 || got[0] != tc.want) {
			t.Errorf("OffEgress(%q) = %v, want %q", tc.cmd, got, tc.want)
		}
	}
}
