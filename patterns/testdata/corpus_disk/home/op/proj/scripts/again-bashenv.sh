#!/bin/sh
BASH_ENV=scripts/cleanup.sh bash -c true
