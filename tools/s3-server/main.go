// A real S3 server for `npm run test:real`: rclone's gofakes3 (MIT) in memory, with its AWS
// Signature V4 check on, so a presigned address with a changed signature, type or length is
// refused as S3 refuses it. Why not MinIO: docs/decisions/0037-real-external-servers.md.
//
//	s3-server -addr 127.0.0.1:9000 -bucket board
//
// The access key and secret come from S3_SERVER_ACCESS_KEY_ID and S3_SERVER_SECRET_ACCESS_KEY
// (never from flags, which other users of the machine can read). It stops on SIGTERM or SIGINT.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/rclone/gofakes3"
	"github.com/rclone/gofakes3/s3mem"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:9000", "loopback address and port to listen on")
	bucket := flag.String("bucket", "board", "bucket to create at start")
	flag.Parse()

	accessKey := os.Getenv("S3_SERVER_ACCESS_KEY_ID")
	secretKey := os.Getenv("S3_SERVER_SECRET_ACCESS_KEY")
	if accessKey == "" || secretKey == "" {
		// Without keys gofakes3 checks no signature at all: refuse rather than test nothing.
		log.Fatal("S3_SERVER_ACCESS_KEY_ID and S3_SERVER_SECRET_ACCESS_KEY are required")
	}

	backend := s3mem.New()
	if err := backend.CreateBucket(context.Background(), *bucket); err != nil {
		log.Fatalf("create bucket %s: %v", *bucket, err)
	}
	faker := gofakes3.New(backend,
		gofakes3.WithV4Auth(map[string]string{accessKey: secretKey}),
		gofakes3.WithLogger(gofakes3.DiscardLog()),
	)

	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	// The runner waits for this line before it starts the tests.
	fmt.Printf("s3-server listening on http://%s, bucket %s\n", listener.Addr(), *bucket)
	log.Fatal(http.Serve(listener, faker.Server()))
}
