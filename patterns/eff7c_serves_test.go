package patterns

import "testing"

// servesCases (eff7c, leftovers of eff7a/eff7b): file servers serving the
// home or / ([serves-outside]), by whichever server: npx serve, miniserve,
// darkhttpd by operand, twistd web --path, caddy file-server --root or
// the directory it runs in, and a web server's container given the home
// (-v ~:…, which bash expands as HOME:…). Serving the project's build
// stays allowed.
var servesCases = []evalCase{
	ask("npx serve ~", "cmd.credentials"),
	ask("npx serve -l 8080 ~", "cmd.credentials"),
	ask("serve -p 3000 /", "cmd.credentials"),
	ask("twistd -n web --path ~", "cmd.credentials"),
	ask("twistd -n web --path=/", "cmd.credentials"),
	ask("caddy file-server --root ~", "cmd.credentials"),
	ask("caddy file-server --root=/etc --listen :8080", "cmd.credentials"),
	ask("cd ~ && caddy file-server --browse", "cmd.credentials"),
	ask("miniserve ~", "cmd.credentials"),
	ask("darkhttpd / --port 8080", "cmd.credentials"),
	ask("python3 -m http.server -d ~", "cmd.credentials"),
	ask("docker run -v ~:/usr/share/nginx/html -p 80:80 nginx", "cmd.credentials"),
	allow("npx serve"),
	allow("npx serve dist"),
	allow("npx serve -s build"),
	allow("twistd -n web --path ./public"),
	allow("caddy file-server"),
	allow("caddy file-server --root ./site"),
	allow("caddy run"),
	allow("miniserve -p 8080 ./dist"),
	allow("darkhttpd ./public --port 8080"),
	allow("python3 -m http.server 8000"),
	allow("docker run -v ./site:/usr/share/nginx/html -p 80:80 nginx"),
}

func TestServesCases(t *testing.T) { runCases(t, servesCases) }
