# The nginx and HAProxy configurations of scripts/bench-router (sourced by it): each serves the shards on one port,
# and on a second port the same shards marked down, where the front end answers 503 itself.

# nginx.conf: run directory, port, down port, worker processes, shard ports...
nginx_conf() {
  local run="$1" port="$2" down_port="$3" workers="$4" p up="" down=""; shift 4
  for p in "$@"; do up+="        server 127.0.0.1:$p;"$'\n'; down+="        server 127.0.0.1:$p down;"$'\n'; done
  cat <<EOF
worker_processes $workers;
daemon off;
pid $run/nginx.pid;
error_log $run/nginx-error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $run/nginx/body;
    proxy_temp_path $run/nginx/proxy;
    fastcgi_temp_path $run/nginx/fastcgi;
    uwsgi_temp_path $run/nginx/uwsgi;
    scgi_temp_path $run/nginx/scgi;
    upstream shards {
        hash \$request_uri consistent;
$up        keepalive 64;
    }
    server {
        listen 127.0.0.1:$port;
        location / {
            proxy_pass http://shards;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
        }
    }
    # Every server down: nginx answers 502 ("no live upstreams") and error_page turns that into its own 503. The
    # error line it would write per request is left out, as the other front ends write nothing per request.
    upstream shards_down {
        hash \$request_uri consistent;
$down        keepalive 64;
    }
    server {
        listen 127.0.0.1:$down_port;
        error_log $run/nginx-down-error.log crit;
        location / {
            proxy_pass http://shards_down;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            error_page 502 =503 @down;
        }
        location @down { return 503; }
    }
}
EOF
}

# haproxy.cfg: run directory, port, down port, threads, extra backend line, shard ports...
haproxy_cfg() {
  local run="$1" port="$2" down_port="$3" threads="$4" extra="$5" p i=0 up="" down=""; shift 5
  for p in "$@"; do
    up+="    server shard-$i 127.0.0.1:$p"$'\n'; down+="    server shard-$i 127.0.0.1:$p disabled"$'\n'; i=$((i + 1))
  done
  cat <<EOF
global
    nbthread $threads
    maxconn 4096
    pidfile $run/haproxy-$port.pid
defaults
    mode http
    no log
    timeout connect 1s
    timeout client 30s
    timeout server 30s
    http-reuse always
frontend bench
    bind 127.0.0.1:$port
    default_backend shards
backend shards
    balance uri
    hash-type consistent
$extra
$up
# Every server disabled (in maintenance): no usable server, so HAProxy answers 503 itself.
frontend bench_down
    bind 127.0.0.1:$down_port
    default_backend shards_down
backend shards_down
    balance uri
    hash-type consistent
$extra
$down
EOF
}
