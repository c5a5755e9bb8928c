#!/bin/sh
cat scripts/cleanup.sh | bash
