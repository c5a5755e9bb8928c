#!/bin/bash
eval "$(cat scripts/cleanup.sh)"
