import { highestSetting } from './provenance.js';
export function effectiveTelemetry(sources, user = {}) {
    const found = highestSetting(sources, '/telemetry');
    const config = found && found.value !== null && typeof found.value === 'object' ? found.value : undefined;
    const from = config ? found?.from : undefined;
    if (config?.lockCaptureContent === true) {
        // Locked: the managed value, or no content capture when the administrator did not say.
        return {
            config, from,
            captureContent: { value: config.captureContent === true, decidedBy: config.captureContent === undefined ? 'default' : 'managed' },
            userPreferenceIgnored: user.captureContent !== undefined,
        };
    }
    if (user.captureContent !== undefined)
        return { config, from, captureContent: { value: user.captureContent, decidedBy: 'user' }, userPreferenceIgnored: false };
    if (config?.captureContent !== undefined)
        return { config, from, captureContent: { value: config.captureContent, decidedBy: 'managed' }, userPreferenceIgnored: false };
    return { config, from, captureContent: { value: false, decidedBy: 'default' }, userPreferenceIgnored: false };
}
//# sourceMappingURL=telemetry.js.map