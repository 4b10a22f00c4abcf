export interface PushTables {
  /** One row per device that receives pushes; a device signed into by someone else moves to them. */
  push_subscriptions: {
    /** As `pushDeviceOf` names it: the PushSubscription's endpoint. */
    device: string;
    user_id: string;
    /** 'site-{micrositeId}', 'site-0' for the main site. */
    site_key: string;
    token: string;
    subscribed_at: Date;
  };
}
