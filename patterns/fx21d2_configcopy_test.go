package patterns

import "testing"

// fx21d2ConfigCopyCases are rt21d #6: a tool's config file copied, moved
// or linked onto its name in the line, then loaded as code by the tool
// (jest, vite, eslint, playwright, karma …), is made-then-run as a
// download onto it is; "" are copies that make no config.
var fx21d2ConfigCopyCases = []doesCase{
	{"cp /tmp/evil.js jest.config.js && npx jest", UnreadableRule},
	{"cp /tmp/x.ts vite.config.ts && npx vite build", UnreadableRule},
	{"cp /tmp/x.js .eslintrc.js && npx eslint .", UnreadableRule},
	{"cp /tmp/p.js playwright.config.ts && npx playwright test", UnreadableRule},
	{"mv /tmp/k.js karma.conf.js && npx karma start", UnreadableRule},
	{"ln -sf /tmp/n.mjs next.config.mjs && npm run build", UnreadableRule},
	{"cp /tmp/t.js tailwind.config.js && npx tailwindcss -o out.css", UnreadableRule},
	// Everyday.
	{"cp jest.config.js /tmp/backup.js && npx jest", ""},
	{"cp README.md docs/ && npx jest", ""},
	{"cp /tmp/x.js src/util.js && npx jest", ""},
	{"npx jest", ""},
}

// TestFx21d2ConfigCopy checks fx21d2ConfigCopyCases against the defaults.
func TestFx21d2ConfigCopy(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "config ", fx21d2ConfigCopyCases)
}
