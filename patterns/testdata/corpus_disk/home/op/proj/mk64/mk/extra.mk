wipe:
	rm -rf /srv/data
fmt:
	gofmt -w .
