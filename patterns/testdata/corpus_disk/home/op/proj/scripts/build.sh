#!/bin/sh
go build -o bin/app ./cmd/app
