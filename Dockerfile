# render in a container: built with Go on Debian bookworm, run on
# bookworm-slim with Debian's chromium-headless-shell, as an unprivileged
# user, with Chrome's sandbox on.
#
#   docker build -t render --build-arg VERSION=$(git describe --tags --dirty) .
#   docker run --rm --init --security-opt seccomp=unconfined render https://example.org/
#
# Chrome's sandbox. render passes --no-sandbox to Chrome only when it runs
# as root (render/config.go), and this image runs as an unprivileged user,
# so Chrome keeps its sandbox. Debian's Chromium has no setuid sandbox
# helper: the sandbox is built on user namespaces, and the container must
# be allowed to create them:
#   - Docker's default seccomp profile refuses clone and unshare of a new
#     user namespace to a process without CAP_SYS_ADMIN; Chrome then exits
#     at start with "Failed to move to new namespace: ... Operation not
#     permitted". Run without the container's filter (--security-opt
#     seccomp=unconfined): Chrome still confines every renderer with its
#     own namespaces and seccomp-bpf filters. Do not add CAP_SYS_ADMIN for this: it gives the
#     whole container far more than Chrome needs.
#   - The host must let unprivileged processes create user namespaces
#     (sysctl user.max_user_namespaces > 0; on hosts that restrict them,
#     such as Ubuntu 23.10 and later with
#     kernel.apparmor_restrict_unprivileged_userns=1, allow them for the
#     container's processes).
# Fallback, where neither is possible: add --no-sandbox to render's
# arguments (docker run ... render --no-sandbox URL...). Chrome then runs
# without its sandbox: a page that exploits the browser gets all that the
# container's user can reach. Keep that to sites you trust.
#
# --init (compose: init: true) gives the container an init that reaps the
# processes of a Chrome that render killed; render itself handles SIGINT
# and SIGTERM (a grace period for the pages in flight, then exit 130/143).
# /dev/shm needs no resizing: render starts Chrome with
# --disable-dev-shm-usage.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
# The modules in a layer of their own: a change to the code does not fetch
# them again.
RUN go mod download
COPY . .
# A static binary: the runtime image needs no Go and no libc match. Its
# version (render version, and the User-Agent over HTTP) is the build
# argument VERSION: docker build --build-arg VERSION=$(git describe --tags --dirty).
ARG VERSION=
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w -X main.version=${VERSION}" -o /out/render ./cmd/render

FROM debian:bookworm-slim
# chromium-headless-shell is the light Chrome render prefers; fonts-liberation
# gives screenshots real glyphs (Chromium only recommends it, and
# --no-install-recommends leaves it out), fonts-noto-cjk those of Chinese,
# Japanese and Korean text (without it, boxes).
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell ca-certificates fonts-liberation fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
# /data is the working directory and the place for outputs; a named volume
# mounted there starts with its owner.
RUN groupadd --system --gid 10001 render \
 && useradd --system --uid 10001 --gid render --create-home --home-dir /home/render --shell /usr/sbin/nologin render \
 && install -d -o render -g render /data
COPY --from=build /out/render /usr/local/bin/render
COPY LICENSE /usr/share/doc/render/LICENSE
# Numeric, so that a runtime enforcing "run as non-root" can check it.
USER 10001:10001
WORKDIR /data
# For render serve (docker run ... render serve --addr 0.0.0.0:3000): its
# /healthz, Chrome's state included. A container that runs a crawl has no
# service on the port, and render healthcheck then finds nothing to check
# (healthy). A service on another port: --health-cmd "render healthcheck
# --addr 127.0.0.1:PORT".
HEALTHCHECK --interval=30s --timeout=10s --start-period=20s --retries=3 \
  CMD ["/usr/local/bin/render", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/render"]
CMD ["--help"]
